import type { ServerConfig } from './config';

/** Where links in mail point: PORTAL_URL, else this server's own address (never a request's Host header). */
export function portalBaseUrl(config: Pick<ServerConfig, 'portalUrl' | 'host' | 'port'>): string {
  if (config.portalUrl) return config.portalUrl.replace(/\/+$/, '');
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
