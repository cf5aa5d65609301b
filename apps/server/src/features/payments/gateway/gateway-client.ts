import type { FastifyBaseLogger } from 'fastify';
import {
  chargeSchema,
  GatewayRefusedError,
  GatewayUnavailableError,
  type Charge,
  type ChargeRequest,
  type CredentialsLookup,
  type Gateway,
} from './gateway.types.js';

export interface GatewayClientOptions {
  /** Without a trailing slash: `https://api.in.lyra.com` or the simulator's `/gateway-sim`. */
  baseUrl: string;
  credentialsFor: CredentialsLookup;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  /** Attempts of a call that failed on the network or with a 5xx (default 3). */
  attempts?: number;
  /** Wait before the second attempt; doubled for each further one (default 300 ms). */
  backoffMs?: number;
  log?: FastifyBaseLogger;
}

const CHARGE_PATH = '/pg/rest/v1/charge';

/** Whether a failed call may be sent again: always for a read; a charge only when it never reached the gateway. */
function mayRetry(method: 'GET' | 'POST', cause: unknown): boolean {
  if (method === 'GET') return true;
  const code = (cause as { cause?: { code?: string } })?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lyra India's charge API over HTTPS with HTTP Basic authentication. Network failures and server
 * errors are retried with backoff; the credentials and the Authorization header are never logged
 * nor put into an error.
 */
export function createGatewayClient({
  baseUrl,
  credentialsFor,
  timeoutMs = 10_000,
  attempts = 3,
  backoffMs = 300,
  log,
}: GatewayClientOptions): Gateway {
  async function call(method: 'GET' | 'POST', path: string, feeTypeCode: string | undefined, body?: ChargeRequest): Promise<Charge> {
    const { shopId, password } = await credentialsFor(feeTypeCode);
    const authorization = `Basic ${Buffer.from(`${shopId}:${password}`).toString('base64')}`;
    let lastProblem = 'no attempt made';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await wait(backoffMs * 2 ** (attempt - 2));
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        lastProblem = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error';
        log?.warn({ path: `${method} ${path}`, attempt, problem: lastProblem }, 'payment gateway call failed');
        if (!mayRetry(method, err)) break;
        continue;
      }
      const text = await response.text();
      if (response.status >= 500) {
        lastProblem = `status ${response.status}`;
        log?.warn({ path: `${method} ${path}`, attempt, status: response.status }, 'payment gateway call failed');
        if (method === 'POST') break;
        continue;
      }
      if (!response.ok)
        throw new GatewayRefusedError(`The payment gateway refused ${method} ${path}: status ${response.status}`, response.status);
      return readCharge(text, `${method} ${path}`);
    }
    throw new GatewayUnavailableError(`The payment gateway did not answer ${method} ${path}: ${lastProblem}`);
  }

  return {
    createCharge: (body, feeTypeCode) => call('POST', CHARGE_PATH, feeTypeCode, body),
    getCharge: (uuid, feeTypeCode) => call('GET', `${CHARGE_PATH}/${encodeURIComponent(uuid)}`, feeTypeCode),
  };
}

function readCharge(text: string, what: string): Charge {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayRefusedError(`The payment gateway answered ${what} with something other than JSON`, 502);
  }
  const parsed = chargeSchema.safeParse(json);
  if (!parsed.success) throw new GatewayRefusedError(`The payment gateway's answer to ${what} is not a charge`, 502);
  return parsed.data;
}
