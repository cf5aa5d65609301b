export default {
  en: {
    attendanceShortage: {
      title: 'Attendance shortage',
      subtitle: 'The students of a section below the required share of classes, lowest first, against the college’s attendance rules.',
      rules: {
        heading: 'Attendance rules',
        required: 'A student must attend {{required}} of the classes held, all subjects together.',
        condonable:
          'Between {{condonable}} and {{required}} the shortage may be condoned on payment of the condonation fee and the head of department’s approval; below {{condonable}} the student is detained from the semester-end examinations.',
        correction_one:
          'A teacher may correct their register up to {{count, number}} day after its day; later the head of the department corrects it, giving a reason.',
        correction_other:
          'A teacher may correct their register up to {{count, number}} days after its day; later the head of the department corrects it, giving a reason.',
        correctionSameDay:
          'A teacher may correct their register on its day only; later the head of the department corrects it, giving a reason.',
        fee: 'The condonation fee is {{fee}}: asked for, it becomes a due in Pay Fees, and the head of the department approves the condonation once it is paid.',
        edit: 'Edit rules',
        editHeading: 'Edit the attendance rules',
        saved: 'The attendance rules were saved',
        saveFailed: 'Not saved: {{message}}',
        fields: {
          requiredPercent: 'Required share (%)',
          requiredPercentHint: 'The share of classes a student must attend, such as 75',
          condonablePercent: 'Condonable from (%)',
          condonablePercentHint: 'Below the required share: a shortage down to it may be condoned, such as 65',
          correctionDays: 'Correction window (days)',
          correctionDaysHint: 'Days after a register’s day its teacher may still correct it (0: the same day only)',
          condonationFee: 'Condonation fee (₹)',
          condonationFeeHint: 'In rupees, such as 500 or 500.00 (0: no fee)',
        },
      },
      choice: {
        section: 'Section',
        chooseSection: 'Choose a section',
        noSections: 'This branch has no sections yet',
        hint: 'Choose a batch, its branch and a section to see its students below the required share.',
        sectionsFailed: 'The sections could not be loaded: {{message}}',
      },
      list: {
        found_one: '{{count, number}} student of {{section}} below {{required}}',
        found_other: '{{count, number}} students of {{section}} below {{required}}',
        detained_one: '{{count, number}} of them below {{condonable}}: detained',
        detained_other: '{{count, number}} of them below {{condonable}}: detained',
        tableLabel: 'Attendance shortage of {{section}}',
        empty: 'No student of {{section}} is below {{required}}',
        standing: { condonable: 'Condonable', short: 'Detained' },
        columns: { rollNumber: 'Roll number', fullName: 'Name', attended: 'Attended / held', percent: 'Share', standing: 'Standing' },
      },
    },
  },
  de: {
    attendanceShortage: {
      title: 'Fehlzeiten',
      subtitle:
        'Die Studierenden einer Klasse unter dem verlangten Anteil besuchter Stunden, der niedrigste zuerst, gemessen an den Anwesenheitsregeln der Hochschule.',
      rules: {
        heading: 'Anwesenheitsregeln',
        required: 'Studierende müssen {{required}} der gehaltenen Stunden besuchen, alle Fächer zusammen.',
        condonable:
          'Zwischen {{condonable}} und {{required}} kann die Fehlzeit gegen die Nachsichtsgebühr und mit Zustimmung der Fachbereichsleitung nachgesehen werden; unter {{condonable}} werden Studierende von den Semesterabschlussprüfungen ausgeschlossen.',
        correction_one:
          'Eine Lehrkraft darf ihre Anwesenheitsliste bis {{count, number}} Tag nach deren Tag korrigieren; danach korrigiert sie die Fachbereichsleitung mit einer Begründung.',
        correction_other:
          'Eine Lehrkraft darf ihre Anwesenheitsliste bis {{count, number}} Tage nach deren Tag korrigieren; danach korrigiert sie die Fachbereichsleitung mit einer Begründung.',
        correctionSameDay:
          'Eine Lehrkraft darf ihre Anwesenheitsliste nur an deren Tag korrigieren; danach korrigiert sie die Fachbereichsleitung mit einer Begründung.',
        fee: 'Die Nachsichtsgebühr beträgt {{fee}}: Mit dem Antrag wird sie unter Gebühren bezahlen fällig, und die Fachbereichsleitung genehmigt die Nachsicht, sobald sie bezahlt ist.',
        edit: 'Regeln bearbeiten',
        editHeading: 'Anwesenheitsregeln bearbeiten',
        saved: 'Die Anwesenheitsregeln wurden gespeichert',
        saveFailed: 'Nicht gespeichert: {{message}}',
        fields: {
          requiredPercent: 'Verlangter Anteil (%)',
          requiredPercentHint: 'Der Anteil der Stunden, den Studierende besuchen müssen, etwa 75',
          condonablePercent: 'Nachsicht ab (%)',
          condonablePercentHint: 'Unter dem verlangten Anteil: Eine Fehlzeit bis hinab zu diesem kann nachgesehen werden, etwa 65',
          correctionDays: 'Korrekturfrist (Tage)',
          correctionDaysHint: 'Tage nach dem Tag einer Liste, an denen ihre Lehrkraft sie noch korrigieren darf (0: nur am selben Tag)',
          condonationFee: 'Nachsichtsgebühr (₹)',
          condonationFeeHint: 'In Rupien, etwa 500 oder 500,00 (0: keine Gebühr)',
        },
      },
      choice: {
        section: 'Klasse',
        chooseSection: 'Klasse wählen',
        noSections: 'Diese Fachrichtung hat noch keine Klassen',
        hint: 'Wählen Sie einen Jahrgang, seine Fachrichtung und eine Klasse, um deren Studierende unter dem verlangten Anteil zu sehen.',
        sectionsFailed: 'Die Klassen konnten nicht geladen werden: {{message}}',
      },
      list: {
        found_one: '{{count, number}} Studierende/r von {{section}} unter {{required}}',
        found_other: '{{count, number}} Studierende von {{section}} unter {{required}}',
        detained_one: 'Davon {{count, number}} unter {{condonable}}: ausgeschlossen',
        detained_other: 'Davon {{count, number}} unter {{condonable}}: ausgeschlossen',
        tableLabel: 'Fehlzeiten von {{section}}',
        empty: 'Niemand aus {{section}} liegt unter {{required}}',
        standing: { condonable: 'Nachsicht möglich', short: 'Ausgeschlossen' },
        columns: {
          rollNumber: 'Matrikelnummer',
          fullName: 'Name',
          attended: 'Besucht / gehalten',
          percent: 'Anteil',
          standing: 'Stand',
        },
      },
    },
  },
};
