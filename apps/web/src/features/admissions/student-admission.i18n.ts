/**
 * Texts of the simple Student Admission Form and its Excel upload panel (spec messages stay as the spec
 * words them). Its fields, choices and buttons read the full form's texts (admissionForm): one label per field.
 */
export default {
  en: {
    title: 'Student Admission Form',
    subtitle: 'Enter one new student, or upload many from Excel.',
    upload: 'Upload',
    addressAndMarks: 'Address and identification marks',
    saved: 'Admission {{admissionNumber}} saved for {{name}}',
    excel: {
      title: 'Upload new admissions from Excel',
      hint: 'Download the template, fill one row per student (the example row shows the format), then upload it. Nothing is imported unless every row is correct.',
      imported_one: '{{count, number}} student imported.',
      imported: '{{count, number}} students imported.',
    },
  },
  de: {
    title: 'Schüleraufnahmeformular',
    subtitle: 'Einen neuen Studierenden erfassen oder viele aus Excel hochladen.',
    upload: 'Hochladen',
    addressAndMarks: 'Anschrift und Erkennungsmerkmale',
    saved: 'Aufnahme {{admissionNumber}} für {{name}} gespeichert',
    excel: {
      title: 'Neue Aufnahmen aus Excel hochladen',
      hint: 'Vorlage herunterladen, je Studierendem eine Zeile ausfüllen (die Beispielzeile zeigt das Format) und hochladen. Es wird nur importiert, wenn jede Zeile stimmt.',
      imported_one: '{{count, number}} Studierende(r) importiert.',
      imported: '{{count, number}} Studierende importiert.',
    },
  },
};
