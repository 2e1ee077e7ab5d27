import { isValidUrlId } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';
import { fetchCheckoutStatus } from './api';

const POLL_INTERVAL_MS = 2000;
const POLL_TIMEOUT_MS = 30_000;

export type VerificationError =
  | 'invalidId'
  | 'unauthorized'
  | 'timeout'
  | 'notFound'
  | 'orderVerification'
  | 'paymentVerification'
  | 'general';

export type VerificationState =
  | { kind: 'verifying' }
  | { kind: 'error'; error: VerificationError }
  | { kind: 'success'; orderId: string; free: boolean };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

class Stop extends Error {
  constructor(readonly error: VerificationError | 'mismatch') {
    super(error);
  }
}

/** A failed verification call: 404 (no such order of the caller's) → notFound, 401 → unauthorized, else `otherwise`. */
function stopFor(error: unknown, otherwise: VerificationError): Stop {
  if (error instanceof Stop) return error;
  if (error instanceof ApiRequestError && error.status === 404) return new Stop('notFound');
  if (error instanceof ApiRequestError && error.status === 401) return new Stop('unauthorized');
  return new Stop(otherwise);
}

/**
 * The checkout success page (docs/rules/checkout.md): ids are validated, then one status call, repeated
 * every 2 s until the order is paid or 30 s after the page loaded. The server answers only the order's
 * owner, and another account's order exactly like an unknown one (404, SECURITY.md): the payment provider's
 * return names its buyer (`buyer`), and when that is not the signed-in account the session is cleared and the
 * user signs in again, without asking the server. A free order is paid at once.
 */
export function useCheckoutVerification(params: URLSearchParams): VerificationState {
  const navigate = useNavigate();
  const userId = useSession((state) => state.userInfo?._id);
  const [state, setState] = useState<VerificationState>({ kind: 'verifying' });
  const sessionId = params.get('session_id');
  const orderId = params.get('order_id');
  const free = params.get('free') === 'true';
  const buyer = params.get('buyer');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const startedAt = Date.now();

    const run = async (): Promise<VerificationState> => {
      if (!isValidUrlId(orderId) || (!free && !isValidUrlId(sessionId))) {
        return { kind: 'error', error: 'invalidId' };
      }
      if (!userId) return { kind: 'error', error: 'unauthorized' };
      // They came back from paying signed in to another account than the buyer's.
      if (buyer && buyer !== userId) throw new Stop('mismatch');
      for (let first = true; ; first = false) {
        try {
          const status = await fetchCheckoutStatus(orderId, free ? null : sessionId, signal);
          if (status.paid || free) return { kind: 'success', orderId, free: status.free };
        } catch (error) {
          if (signal.aborted) throw error;
          throw stopFor(error, first ? 'orderVerification' : 'paymentVerification');
        }
        if (Date.now() - startedAt + POLL_INTERVAL_MS > POLL_TIMEOUT_MS)
          return { kind: 'error', error: 'timeout' };
        await sleep(POLL_INTERVAL_MS, signal);
        if (signal.aborted) throw new Stop('general');
      }
    };

    run()
      .then((next) => {
        if (!signal.aborted) setState(next);
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        if (error instanceof Stop && error.error === 'mismatch') {
          useSession.getState().signOut();
          navigate('/login?error=session_mismatch', { replace: true });
          return;
        }
        const key = error instanceof Stop && error.error !== 'mismatch' ? error.error : 'general';
        setState({ kind: 'error', error: key });
      });
    return () => controller.abort();
  }, [sessionId, orderId, free, buyer, userId, navigate]);

  return state;
}
