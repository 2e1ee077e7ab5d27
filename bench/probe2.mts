import { startShop } from '../scripts/shop-process.mjs';

const url = 'postgres://postgres@127.0.0.1:5432/scale_probe';
const { child, baseUrl } = await startShop({
  port: 4391,
  stdio: 'ignore',
  env: { DATABASE_URL: url, ADMIN_REQUIRE_2FA: 'false' },
});
const { token } = await (
  await fetch(`${baseUrl}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@bench.test', password: 'bench-admin-password-1' }),
  })
).json();
const headers = { authorization: `Bearer ${token}` };
const paths = process.argv.slice(2);
for (const p of paths) {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const r = await fetch(baseUrl + p, { headers });
    await r.text();
    console.log(p, r.status, Math.round(performance.now() - t), 'ms');
  }
}
child.kill('SIGTERM');
