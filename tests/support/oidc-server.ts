// The local OpenID provider as a process of its own, for the end-to-end run (a Playwright
// webServer): OIDC_PORT, OIDC_CLIENT_ID, OIDC_REDIRECT_URI. Stops on SIGTERM/SIGINT.
import { startOidc } from './oidc.ts';

const oidc = await startOidc(process.env.OIDC_CLIENT_ID ?? 'portal-web', {
  port: Number(process.env.OIDC_PORT ?? 4780),
  redirectUris: [process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:4600/google-login'],
});
console.log(`oidc provider at ${oidc.issuer}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void oidc.stop().then(() => process.exit(0)));
}
