export default {
  en: {
    myMarks: {
      title: 'My internal marks',
      subtitle: 'Your internal marks of this semester, subject by subject, once the examination cell has released them.',
      subtitleParent: 'Your child’s internal marks of this semester, subject by subject, once the examination cell has released them.',
      roll: 'Roll number {{roll}}',
      subjectsLabel: 'Internal marks by subject',
      absent: 'Absent',
      total: 'Total',
      notComplete: 'Not complete',
      releasedOn: 'Released on {{date}}',
      empty: 'No internal marks are released yet.',
      pending: {
        heading: 'Not released yet',
        hint: 'The marks of these subjects are shown here once the examination cell releases them.',
      },
    },
  },
  de: {
    myMarks: {
      title: 'Meine internen Noten',
      subtitle: 'Ihre internen Noten dieses Semesters nach Fach, sobald das Prüfungsamt sie freigegeben hat.',
      subtitleParent: 'Die internen Noten Ihres Kindes in diesem Semester nach Fach, sobald das Prüfungsamt sie freigegeben hat.',
      roll: 'Matrikelnummer {{roll}}',
      subjectsLabel: 'Interne Noten nach Fach',
      absent: 'Abwesend',
      total: 'Summe',
      notComplete: 'Nicht vollständig',
      releasedOn: 'Freigegeben am {{date}}',
      empty: 'Es sind noch keine internen Noten freigegeben.',
      pending: {
        heading: 'Noch nicht freigegeben',
        hint: 'Die Noten dieser Fächer erscheinen hier, sobald das Prüfungsamt sie freigibt.',
      },
    },
  },
};
