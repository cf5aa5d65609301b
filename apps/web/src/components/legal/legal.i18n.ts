/**
 * The legal pages in our own words (spec 001 sections 1 and 4). `{{college}}`, `{{city}}` and
 * `{{email}}` come from College Settings.
 */
export default {
  en: {
    legal: {
      effective: 'Effective December 7, 2022',
      lastUpdated: 'Effective and last updated December 7, 2022',
      backHome: 'Back to the home page',
      openPage: 'Open as a page',
      close: 'Close',
      links: { terms: 'Terms & Conditions', privacy: 'Privacy Policy', return: 'Returns and Refunds' },
      unknownCity: 'the city where the college is located',
      unknownEmail: 'the college office',
      terms: {
        title: 'TERMS AND CONDITIONS',
        intro:
          'These terms govern your use of the campus portal of {{college}}: its website, its app and every service offered through them. By signing in or paying a fee through the portal you accept them.',
        sections: [
          {
            heading: 'Your account',
            text: 'Your account is personal. Keep your password to yourself, sign out on shared computers, and tell the college at once if you think someone else has used your account. The college may suspend an account that is misused.',
          },
          {
            heading: 'Using the portal',
            text: 'Use the portal only for your studies, your work at the college or the services it offers you. Do not try to reach data that is not yours, to disturb the service, or to upload anything unlawful or harmful.',
          },
          {
            heading: 'Information shown',
            text: 'Results, dues and other records are shown as the college holds them. The college takes care that they are correct; where a printed or signed document of the college or the university differs, that document prevails.',
          },
          {
            heading: 'Fees and payments',
            text: 'Fees are charged in Indian rupees for services of the college only. A payment counts once the payment gateway has confirmed it to the college; the portal then issues a receipt. Cancellations and refunds follow the Returns and Refunds policy.',
          },
          {
            heading: 'Liability',
            text: 'The portal is provided with reasonable care but without a promise that it will always be available. To the extent the law allows, the liability of the college for any claim connected with the portal is limited to 50 percent of the amount you paid for the service concerned.',
          },
          {
            heading: 'Changes',
            text: 'The college may change these terms. The date above shows when they last changed; the terms in force when you use the portal apply.',
          },
          {
            heading: 'Law and courts',
            text: 'These terms are governed by the laws of India. The courts of {{city}} alone decide any dispute arising from them.',
          },
          { heading: 'Contact', text: 'Questions about these terms: {{email}}.' },
        ],
      },
      privacy: {
        title: 'PRIVACY POLICY',
        intro:
          '{{college}} runs this portal and is responsible for the personal data it holds. This policy says what we collect, why, and what you can ask of us.',
        sections: [
          {
            heading: 'What we collect',
            text: 'Your name, e-mail address, mobile number, designation, current organization and resume, together with what the college needs to run your admission, studies, results and fees. Card details are entered on the payment gateway’s page and never reach the portal.',
          },
          {
            heading: 'Why we use it',
            text: 'To sign you in, to run admissions, examinations, fees and alumni services, to answer your requests and to meet the college’s legal duties. We do not sell personal data and do not use it for advertising.',
          },
          {
            heading: 'Cookies',
            text: 'The portal uses a session cookie to keep you signed in and a cookie that remembers your language and display choices. It sets no advertising or tracking cookies.',
          },
          {
            heading: 'Sharing',
            text: 'Data is shared only where it is needed: with the affiliating university and regulators, with the payment gateway for a payment you make, with service providers who host the portal for the college, and where the law requires it.',
          },
          {
            heading: 'Keeping it safe',
            text: 'Access is limited to the staff who need it for their role. Aadhaar numbers and gateway credentials are encrypted at rest, and every change by an administrator is recorded.',
          },
          {
            heading: 'Minors',
            text: 'Anyone under 18 years of age may use the portal and give personal data only with the consent of a parent or guardian.',
          },
          {
            heading: 'Your choices',
            text: 'You may ask to see the personal data the college holds about you, to have it corrected, or to have data removed that the college no longer needs. Write to {{email}}.',
          },
        ],
      },
      return: {
        title: 'RETURNS AND REFUNDS',
        intro: 'Payments made through the portal of {{college}} are for services of the college, not for goods.',
        sections: [
          {
            heading: 'No returns',
            text: 'As the portal sells services only, there is nothing to return, and, as the sale agreement states, fees paid are not refunded.',
          },
          {
            heading: 'Cancellation',
            text: 'Where a service is cancelled, by the college or at your request before it is provided, the amount due back is reimbursed to the card or account it was paid from within 30 days.',
          },
          {
            heading: 'Payments taken twice or in error',
            text: 'If the gateway took money for a payment the portal did not record, or took it twice, write to {{email}} with your roll number and the transaction id. The college checks every payment with the gateway and returns what it did not owe.',
          },
          {
            heading: 'Liability',
            text: 'The liability of the college for any payment is limited to 50 percent of the amount paid.',
          },
          {
            heading: 'Law and courts',
            text: 'This policy is governed by the laws of India; the courts of {{city}} decide any dispute.',
          },
          { heading: 'Contact', text: 'Cancellations and refunds: {{email}}.' },
        ],
      },
    },
  },
  de: {
    legal: {
      effective: 'Gültig ab 7. Dezember 2022',
      lastUpdated: 'Gültig ab und zuletzt geändert am 7. Dezember 2022',
      backHome: 'Zurück zur Startseite',
      openPage: 'Als Seite öffnen',
      close: 'Schließen',
      links: { terms: 'Nutzungsbedingungen', privacy: 'Datenschutzerklärung', return: 'Rückgabe und Erstattung' },
      unknownCity: 'der Stadt, in der das College liegt',
      unknownEmail: 'die Verwaltung des College',
      terms: {
        title: 'NUTZUNGSBEDINGUNGEN',
        intro:
          'Diese Bedingungen gelten für die Nutzung des Campus-Portals von {{college}}: seiner Website, seiner App und aller Dienste, die darüber angeboten werden. Wer sich anmeldet oder über das Portal eine Gebühr bezahlt, erkennt sie an.',
        sections: [
          {
            heading: 'Ihr Konto',
            text: 'Ihr Konto ist persönlich. Geben Sie Ihr Passwort nicht weiter, melden Sie sich an gemeinsam genutzten Rechnern ab und informieren Sie das College sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Das College kann ein missbrauchtes Konto sperren.',
          },
          {
            heading: 'Nutzung des Portals',
            text: 'Nutzen Sie das Portal nur für Ihr Studium, Ihre Arbeit am College oder die Dienste, die es Ihnen anbietet. Versuchen Sie nicht, auf fremde Daten zuzugreifen, den Betrieb zu stören oder Rechtswidriges oder Schädliches hochzuladen.',
          },
          {
            heading: 'Angezeigte Angaben',
            text: 'Ergebnisse, offene Gebühren und andere Angaben werden so gezeigt, wie das College sie führt. Das College achtet auf ihre Richtigkeit; weicht ein gedrucktes oder unterschriebenes Dokument des College oder der Universität ab, gilt dieses Dokument.',
          },
          {
            heading: 'Gebühren und Zahlungen',
            text: 'Gebühren werden in indischen Rupien und nur für Leistungen des College erhoben. Eine Zahlung gilt, sobald der Zahlungsdienst sie dem College bestätigt hat; das Portal stellt dann eine Quittung aus. Stornierungen und Erstattungen richten sich nach den Regeln zu Rückgabe und Erstattung.',
          },
          {
            heading: 'Haftung',
            text: 'Das Portal wird mit angemessener Sorgfalt betrieben, ohne Zusage ständiger Verfügbarkeit. Soweit gesetzlich zulässig, haftet das College für Ansprüche im Zusammenhang mit dem Portal höchstens mit 50 Prozent des Betrags, den Sie für die betreffende Leistung gezahlt haben.',
          },
          {
            heading: 'Änderungen',
            text: 'Das College kann diese Bedingungen ändern. Das Datum oben zeigt die letzte Änderung; es gelten die Bedingungen, die bei Ihrer Nutzung in Kraft sind.',
          },
          {
            heading: 'Recht und Gerichtsstand',
            text: 'Es gilt indisches Recht. Für Streitigkeiten aus diesen Bedingungen sind ausschließlich die Gerichte von {{city}} zuständig.',
          },
          { heading: 'Kontakt', text: 'Fragen zu diesen Bedingungen: {{email}}.' },
        ],
      },
      privacy: {
        title: 'DATENSCHUTZERKLÄRUNG',
        intro:
          '{{college}} betreibt dieses Portal und ist für die darin gespeicherten personenbezogenen Daten verantwortlich. Hier steht, was wir erheben, wozu, und was Sie von uns verlangen können.',
        sections: [
          {
            heading: 'Was wir erheben',
            text: 'Ihren Namen, Ihre E-Mail-Adresse, Ihre Mobilnummer, Ihre Funktion, Ihre derzeitige Organisation und Ihren Lebenslauf sowie das, was das College für Zulassung, Studium, Ergebnisse und Gebühren braucht. Kartendaten geben Sie auf der Seite des Zahlungsdienstes ein; sie erreichen das Portal nie.',
          },
          {
            heading: 'Wozu wir sie nutzen',
            text: 'Um Sie anzumelden, um Zulassung, Prüfungen, Gebühren und Alumni-Dienste zu betreiben, um Ihre Anfragen zu beantworten und um die gesetzlichen Pflichten des College zu erfüllen. Wir verkaufen keine personenbezogenen Daten und nutzen sie nicht für Werbung.',
          },
          {
            heading: 'Cookies',
            text: 'Das Portal verwendet ein Sitzungs-Cookie, damit Sie angemeldet bleiben, und ein Cookie, das Ihre Sprache und Ihre Anzeigeeinstellungen speichert. Werbe- oder Tracking-Cookies setzt es nicht.',
          },
          {
            heading: 'Weitergabe',
            text: 'Daten werden nur weitergegeben, wo es nötig ist: an die Universität und an Aufsichtsbehörden, an den Zahlungsdienst für eine Zahlung, die Sie leisten, an Dienstleister, die das Portal für das College betreiben, und wo das Gesetz es verlangt.',
          },
          {
            heading: 'Schutz der Daten',
            text: 'Zugriff haben nur die Mitarbeitenden, die ihn für ihre Aufgabe brauchen. Aadhaar-Nummern und Zugangsdaten des Zahlungsdienstes werden verschlüsselt gespeichert, und jede Änderung durch die Verwaltung wird protokolliert.',
          },
          {
            heading: 'Minderjährige',
            text: 'Wer jünger als 18 Jahre ist, darf das Portal nur mit Einwilligung eines Elternteils oder Vormunds nutzen und personenbezogene Daten angeben.',
          },
          {
            heading: 'Ihre Rechte',
            text: 'Sie können Auskunft über Ihre beim College gespeicherten Daten verlangen, ihre Berichtigung oder die Löschung von Daten, die das College nicht mehr braucht. Schreiben Sie an {{email}}.',
          },
        ],
      },
      return: {
        title: 'RÜCKGABE UND ERSTATTUNG',
        intro: 'Zahlungen über das Portal von {{college}} gelten Leistungen des College, nicht Waren.',
        sections: [
          {
            heading: 'Keine Rückgabe',
            text: 'Da das Portal nur Leistungen verkauft, gibt es nichts zurückzugeben, und gezahlte Gebühren werden, wie im Kaufvertrag vereinbart, nicht erstattet.',
          },
          {
            heading: 'Stornierung',
            text: 'Wird eine Leistung storniert, durch das College oder auf Ihren Wunsch, bevor sie erbracht ist, wird der zurückzuzahlende Betrag innerhalb von 30 Tagen auf die Karte oder das Konto erstattet, von dem er gezahlt wurde.',
          },
          {
            heading: 'Doppelte oder irrtümliche Abbuchung',
            text: 'Hat der Zahlungsdienst Geld für eine Zahlung abgebucht, die das Portal nicht verbucht hat, oder doppelt abgebucht, schreiben Sie mit Ihrer Matrikelnummer und der Transaktionsnummer an {{email}}. Das College prüft jede Zahlung beim Zahlungsdienst und erstattet, was ihm nicht zustand.',
          },
          { heading: 'Haftung', text: 'Das College haftet für eine Zahlung höchstens mit 50 Prozent des gezahlten Betrags.' },
          {
            heading: 'Recht und Gerichtsstand',
            text: 'Es gilt indisches Recht; über Streitigkeiten entscheiden die Gerichte von {{city}}.',
          },
          { heading: 'Kontakt', text: 'Stornierungen und Erstattungen: {{email}}.' },
        ],
      },
    },
  },
};
