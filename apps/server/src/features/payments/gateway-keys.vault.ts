import { createSealer } from '../../lib/sealer.js';

/**
 * Gateway passwords at rest (DESIGN.md 5.3): AES-256-GCM under a key derived from the app's secret
 * key for this purpose only, with the fee type as associated data, so a sealed password copied to
 * another fee type's row does not open.
 */
export function createGatewayKeyVault(masterKey: Buffer) {
  const sealer = createSealer(masterKey, 'gateway-key-password', 'gateway password');
  return {
    seal: (password: string, feeType: string) => sealer.seal(password, feeType),
    unseal: (stored: string, feeType: string) => sealer.open(stored, feeType),
  };
}
