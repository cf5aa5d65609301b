export default {
  en: {
    devtools: {
      title: 'Developer Options',
      serverAddress: 'Server Address',
      placeholder: 'Enter Server Address',
      help: "The http or https address of a Campus ERP server. A server other than this page's own must accept calls from this page's address; it refuses changes sent with its sign-in cookie from any other address.",
      submit: 'Submit',
      home: 'Home',
      inUse: 'Address in use',
      defaultNote: "The default: this page's own server.",
      storedNote: 'Set on this page, in this browser.',
      reset: 'Reset to default',
      changed: 'Server Address Changed',
      resetDone: "The server address is back to the default: this page's own server.",
    },
  },
  de: {
    devtools: {
      title: 'Entwickleroptionen',
      serverAddress: 'Serveradresse',
      placeholder: 'Serveradresse eingeben',
      help: 'Die http- oder https-Adresse eines Campus-ERP-Servers. Ein anderer Server als der dieser Seite muss Aufrufe von der Adresse dieser Seite annehmen; Änderungen, die mit seinem Anmelde-Cookie von einer anderen Adresse kommen, lehnt er ab.',
      submit: 'Absenden',
      home: 'Startseite',
      inUse: 'Verwendete Adresse',
      defaultNote: 'Die Voreinstellung: der eigene Server dieser Seite.',
      storedNote: 'Auf dieser Seite festgelegt, in diesem Browser.',
      reset: 'Auf Voreinstellung zurücksetzen',
      changed: 'Serveradresse geändert',
      resetDone: 'Die Serveradresse ist wieder die Voreinstellung: der eigene Server dieser Seite.',
    },
  },
};
