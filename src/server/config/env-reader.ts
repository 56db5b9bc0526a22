export type Env = Record<string, string | undefined>;

/** Reads environment variables, collecting every problem so start-up reports them all at once. */
export class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['on', 'true', '1', 'yes'].includes(raw)) return true;
    if (['off', 'false', '0', 'no'].includes(raw)) return false;
    this.problems.push(`${name} must be "on" or "off" (got "${raw}").`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): URL | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (protocols.includes(url.protocol)) return url;
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}").`);
    return undefined;
  }
}
