import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      backendUrl: 'http://127.0.0.1:4100',
      introspection: true,
      sandbox: true,
      upstreamTimeoutMs: 10_000,
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it("takes an empty variable for an unset one, as docker-compose.yml's `${VAR:-}` passes it", () => {
    const empty = ['PORT', 'UPSTREAM_TIMEOUT_MS', 'RESPONSE_CACHE', 'CONTENT_CHANGES_POLL_MS', 'REQUEST_LOG', 'GRAPHQL_SANDBOX', 'CORS_ORIGINS', 'SAFELIST_PATH', 'METRICS_TOKEN'];
    expect(loadConfig(Object.fromEntries(empty.map((name) => [name, ''])))).toEqual(loadConfig({}));
  });

  it('turns introspection and Sandbox off in production unless asked for', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET: secret })).toMatchObject({ introspection: false, sandbox: false });
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET: secret, GRAPHQL_INTROSPECTION: 'true' })).toMatchObject({ introspection: true, sandbox: true });
    expect(loadConfig({ GRAPHQL_SANDBOX: '0' })).toMatchObject({ introspection: true, sandbox: false });
  });

  it('requires the gateway secret in production, of 32 characters at least', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET: required in production/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
    expect(loadConfig({}).gatewaySecret).toBeUndefined();
    expect(loadConfig({ GATEWAY_SECRET: 'g'.repeat(32) }).gatewaySecret).toBe('g'.repeat(32));
  });

  it("reads the other clients' settings: CORS origins, the safelist and the metrics token, all off by default", () => {
    expect(loadConfig({})).toMatchObject({ corsOrigins: [], safelist: undefined, metricsToken: undefined });
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.org, http://localhost:5173/' }).corsOrigins).toEqual(['https://a.example.org', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.org/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ SAFELIST_PATH: '/nonexistent/safelist.json' })).toThrow(/SAFELIST_PATH: cannot read/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('caches responses in memory unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ responseCache: true, redisUrl: undefined });
    expect(loadConfig({ RESPONSE_CACHE: 'off', REDIS_URL: 'redis://cache.internal:6379/0' })).toMatchObject({
      responseCache: false,
      redisUrl: 'redis://cache.internal:6379/0',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL/);
  });

  it('offers Google sign-in only with a client id, at Google unless told otherwise', () => {
    expect(loadConfig({}).googleSignIn).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: '  ', GOOGLE_AUTHORIZE_URL: 'https://id.example.org/auth' }).googleSignIn).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com' }).googleSignIn).toEqual({
      clientId: 'web.apps.googleusercontent.com',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'portal-web', GOOGLE_AUTHORIZE_URL: 'http://127.0.0.1:5800/auth' }).googleSignIn).toEqual({
      clientId: 'portal-web',
      authorizeUrl: 'http://127.0.0.1:5800/auth',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'portal-web', GOOGLE_AUTHORIZE_URL: 'javascript:alert(1)' })).toThrow(/GOOGLE_AUTHORIZE_URL/);
  });

  it('drops a trailing slash from BACKEND_URL', () => {
    expect(loadConfig({ BACKEND_URL: 'https://api.example.org/foundation/' }).backendUrl).toBe('https://api.example.org/foundation');
  });

  it('names every bad variable', () => {
    const run = () => loadConfig({ PORT: 'eighty', BACKEND_URL: 'ftp://x', GRAPHQL_SANDBOX: 'yes' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT[\s\S]*BACKEND_URL[\s\S]*GRAPHQL_SANDBOX/);
  });

  it('trusts no proxy unless TRUST_PROXY names them, and refuses a bad entry', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, fd00::/8 ,loopback' }).trustProxy).toEqual(['10.0.0.5', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must name the reverse proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
