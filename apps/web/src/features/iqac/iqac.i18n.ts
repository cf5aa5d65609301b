export default {
  en: {
    iqac: {
      title: 'IQAC MODULE',
      subtitle: 'Internal Quality Assurance Cell',
      login: 'IQAC Login',
      facultyDashboard: 'Faculty Dashboard',
      naac: 'NAAC',
      nirf: 'NIRF',
      obe: 'OBE',
      home: 'Home',
      external: 'opens the external site in a new tab',
    },
  },
  de: {
    iqac: {
      title: 'IQAC-MODUL',
      subtitle: 'Interne Qualitätssicherung',
      login: 'IQAC-Anmeldung',
      facultyDashboard: 'Dashboard der Lehrenden',
      naac: 'NAAC',
      nirf: 'NIRF',
      obe: 'OBE',
      home: 'Startseite',
      external: 'öffnet die externe Seite in einem neuen Tab',
    },
  },
};
