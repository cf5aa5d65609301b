import { MESSAGES } from '@campus/shared';

export default {
  en: {
    utilities: {
      title: 'Encrypt / Decrypt',
      subtitle: 'Seal a text with the college key, or open a sealed value. Sealed values open only on this installation.',
      plainText: 'Plain text',
      encryptedText: 'Encrypted value',
      encrypt: 'Encrypt',
      decrypt: 'Decrypt',
      success: MESSAGES.cryptSuccess,
      failed: MESSAGES.cryptError,
    },
  },
  de: {
    utilities: {
      title: 'Verschlüsseln / Entschlüsseln',
      subtitle:
        'Versiegeln Sie einen Text mit dem Schlüssel des College oder öffnen Sie einen versiegelten Wert. Versiegelte Werte öffnen sich nur in dieser Installation.',
      plainText: 'Klartext',
      encryptedText: 'Verschlüsselter Wert',
      encrypt: 'Verschlüsseln',
      decrypt: 'Entschlüsseln',
      success: 'Erfolgreich!',
      failed: 'Der Wert konnte nicht entschlüsselt werden!',
    },
  },
};
