export default {
  en: {
    masterdata: {
      title: 'Master Data',
      subtitle: 'The lists the admission forms offer. Deactivated entries leave the forms but stay on the records that use them.',
      kinds: {
        courses: 'Courses', batches: 'Batches', branches: 'Branches', semesters: 'Semesters', categories: 'Categories',
        subcastes: 'Sub-castes', seattypes: 'Seat types', agents: 'Agents', keyvalues: 'Lists', admissiontypes: 'Admission types',
      },
      columns: {
        code: 'Code', name: 'Name', level: 'Level', durationYears: 'Years', courseId: 'Course', startYear: 'Start year', rollCode: 'Roll code',
        number: 'Number', categoryId: 'Category', label: 'Label', phone: 'Phone', key: 'List', value: 'Value', sortOrder: 'Order', active: 'Status',
      },
      actions: 'Actions',
      add: 'Add',
      edit: 'Edit',
      filter: 'Filter',
      deactivate: 'Deactivate',
      restore: 'Restore',
      active: 'Active',
      inactive: 'Inactive',
      saved: 'Saved',
      deactivated: 'Deactivated: it no longer shows in the forms',
      restored: 'Restored',
    },
  },
  de: {
    masterdata: {
      title: 'Stammdaten',
      subtitle: 'Die Auswahllisten der Aufnahmeformulare. Deaktivierte Einträge verschwinden aus den Formularen, bleiben aber an bestehenden Datensätzen.',
      kinds: {
        courses: 'Studiengänge', batches: 'Jahrgänge', branches: 'Fachrichtungen', semesters: 'Semester', categories: 'Kategorien',
        subcastes: 'Unterkasten', seattypes: 'Platzarten', agents: 'Vermittler', keyvalues: 'Listen', admissiontypes: 'Aufnahmearten',
      },
      columns: {
        code: 'Kürzel', name: 'Name', level: 'Stufe', durationYears: 'Jahre', courseId: 'Studiengang', startYear: 'Startjahr', rollCode: 'Matrikelcode',
        number: 'Nummer', categoryId: 'Kategorie', label: 'Bezeichnung', phone: 'Telefon', key: 'Liste', value: 'Wert', sortOrder: 'Reihenfolge', active: 'Status',
      },
      actions: 'Aktionen',
      add: 'Hinzufügen',
      edit: 'Bearbeiten',
      filter: 'Filter',
      deactivate: 'Deaktivieren',
      restore: 'Wiederherstellen',
      active: 'Aktiv',
      inactive: 'Inaktiv',
      saved: 'Gespeichert',
      deactivated: 'Deaktiviert: erscheint nicht mehr in den Formularen',
      restored: 'Wiederhergestellt',
    },
  },
};
