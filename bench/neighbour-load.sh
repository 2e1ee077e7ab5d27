#!/usr/bin/env bash
# A neighbour's CPU load for a loaded CI run, and what it leaves a lone process. Linux's autogroup scheduler
# (kernel.sched_autogroup_enabled=1 here) shares the cores between sessions first, then between the processes
# of a session, so the same load average can leave a run almost all or an eighth of a core: it depends on how
# many sessions the busy processes sit in.
#   bench/neighbour-load.sh start N one   N busy loops in one session: one neighbouring job with N threads
#   bench/neighbour-load.sh start N many  N busy loops, each in its own session: N neighbouring jobs
#   bench/neighbour-load.sh probe         wall time of a fixed CPU task run in a session of its own
#   bench/neighbour-load.sh stop
set -euo pipefail
marker='neighbour-load-busy-loop'
case "${1:-}" in
start)
  count="${2:?number of loops}"
  if [ "${3:?one or many}" = one ]; then
    setsid bash -c "for _ in \$(seq $count); do (exec -a $marker bash -c 'while :; do :; done') & done; wait" </dev/null >/dev/null 2>&1 &
  else
    for _ in $(seq "$count"); do
      setsid bash -c "exec -a $marker bash -c 'while :; do :; done'" </dev/null >/dev/null 2>&1 &
    done
  fi
  ;;
probe)
  setsid bash -c 'started=$(date +%s%N); node -e "let x = 0; for (let i = 0; i < 1.5e9; i++) x += i"; echo "$(( ($(date +%s%N) - started) / 1000000 )) ms for a fixed task, load average $(cut -d" " -f1 /proc/loadavg)"'
  ;;
stop) pkill -f "^$marker" || true ;;
*) sed -n 2,11p "$0" && exit 2 ;;
esac
