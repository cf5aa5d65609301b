export default {
  en: {
    myAttendance: {
      title: 'My attendance',
      subtitle: 'The classes you attended in each subject of this semester, against the share the college requires.',
      subtitleParent: 'The classes your child attended in each subject of this semester, against the share the college requires.',
      rollSection: 'Roll number {{roll}} · {{section}}',
      roll: 'Roll number {{roll}}',
      overall: '{{percent}} — required {{required}}',
      overallBar: 'Overall attendance',
      classes_one: 'Attended {{attended}} of {{count, number}} class held',
      classes_other: 'Attended {{attended}} of {{count, number}} classes held',
      standing: {
        none: 'No classes held yet',
        noneHint: 'The figures appear once the first class’s register is marked.',
        ok_one: 'You may miss {{count, number}} more class and stay at {{required}}',
        ok_other: 'You may miss {{count, number}} more classes and stay at {{required}}',
        okEdge: 'You are at {{required}}: missing the next class takes you below it',
        condonable_one:
          'Below {{required}}: attend the next class to reach it again; between {{condonable}} and {{required}} the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
        condonable_other:
          'Below {{required}}: attend the next {{count, number}} classes in a row to reach it again; between {{condonable}} and {{required}} the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
        short_one:
          'Below {{condonable}}: attend the next class to reach {{required}} again; below {{condonable}} the shortage cannot be condoned, and you may be detained from the semester-end examinations',
        short_other:
          'Below {{condonable}}: attend the next {{count, number}} classes in a row to reach {{required}} again; below {{condonable}} the shortage cannot be condoned, and you may be detained from the semester-end examinations',
      },
      parent: {
        ok_one: '{{name}} may miss {{count, number}} more class and stay at {{required}}',
        ok_other: '{{name}} may miss {{count, number}} more classes and stay at {{required}}',
        okEdge: '{{name}} is at {{required}}: missing the next class takes them below it',
        condonable_one:
          'Below {{required}}: {{name}} must attend the next class to reach it again; between {{condonable}} and {{required}} the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
        condonable_other:
          'Below {{required}}: {{name}} must attend the next {{count, number}} classes in a row to reach it again; between {{condonable}} and {{required}} the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
        short_one:
          'Below {{condonable}}: {{name}} must attend the next class to reach {{required}} again; below {{condonable}} the shortage cannot be condoned, and {{name}} may be detained from the semester-end examinations',
        short_other:
          'Below {{condonable}}: {{name}} must attend the next {{count, number}} classes in a row to reach {{required}} again; below {{condonable}} the shortage cannot be condoned, and {{name}} may be detained from the semester-end examinations',
      },
      condonation: {
        heading: 'Condonation of the shortage',
        rule: 'Between {{condonable}} and {{required}} the shortage may be condoned: ask for condonation, pay its fee of {{fee}} in Pay Fees, and once the head of your department approves it you may sit the semester-end examinations.',
        ask: 'Ask for condonation (fee {{fee}})',
        asked: 'The condonation was asked: its fee of {{fee}} is due in Pay Fees',
        askedTitle: 'Condonation asked on {{date}}',
        feeDue: 'Its fee of {{fee}} is due in Pay Fees ({{owed}} still owed); once it is paid the head of the department decides.',
        payFees: 'Pay fees',
        awaiting: 'The fee is paid. Awaiting the head of department’s approval.',
        approvedTitle: 'Condonation approved',
        approved: 'The head of the department approved the condonation on {{date}}: you may sit the semester-end examinations.',
        refusedTitle: 'Condonation refused',
        refused: 'The head of the department gave the reason: {{remark}}',
        refusedBare: 'The head of the department refused the condonation.',
        detained:
          'Below {{condonable}} the shortage cannot be condoned: you are detained from the semester-end examinations unless your attendance rises to {{condonable}} or more.',
        parent: {
          rule: 'Between {{condonable}} and {{required}} the shortage may be condoned: ask for condonation, pay its fee of {{fee}} in Pay Fees, and once the head of the department approves it {{name}} may sit the semester-end examinations.',
          approved: 'The head of the department approved the condonation on {{date}}: {{name}} may sit the semester-end examinations.',
          detained:
            'Below {{condonable}} the shortage cannot be condoned: {{name}} is detained from the semester-end examinations unless their attendance rises to {{condonable}} or more.',
        },
      },
      subjects: {
        heading: 'By subject',
        label: 'Attendance by subject',
        empty: 'No subject is on the timetable of this semester yet.',
        below: 'Below {{required}}',
        noClasses: 'No classes yet',
        bar: '{{code}}: {{percent}} attended',
        columns: { code: 'Code', name: 'Subject', attended: 'Attended / held', percent: 'Share' },
      },
    },
  },
  de: {
    myAttendance: {
      title: 'Meine Anwesenheit',
      subtitle: 'Die Stunden, die Sie in jedem Fach dieses Semesters besucht haben, gemessen an dem Anteil, den die Hochschule verlangt.',
      subtitleParent:
        'Die Stunden, die Ihr Kind in jedem Fach dieses Semesters besucht hat, gemessen an dem Anteil, den die Hochschule verlangt.',
      rollSection: 'Matrikelnummer {{roll}} · {{section}}',
      roll: 'Matrikelnummer {{roll}}',
      overall: '{{percent}} — verlangt {{required}}',
      overallBar: 'Anwesenheit insgesamt',
      classes_one: '{{attended}} von {{count, number}} gehaltenen Stunde besucht',
      classes_other: '{{attended}} von {{count, number}} gehaltenen Stunden besucht',
      standing: {
        none: 'Noch keine Stunden gehalten',
        noneHint: 'Die Zahlen erscheinen, sobald die Anwesenheitsliste der ersten Stunde geführt ist.',
        ok_one: 'Sie dürfen noch {{count, number}} Stunde fehlen und bleiben bei {{required}}',
        ok_other: 'Sie dürfen noch {{count, number}} Stunden fehlen und bleiben bei {{required}}',
        okEdge: 'Sie stehen bei {{required}}: Fehlen Sie in der nächsten Stunde, liegen Sie darunter',
        condonable_one:
          'Unter {{required}}: Besuchen Sie die nächste Stunde, um den Anteil wieder zu erreichen; zwischen {{condonable}} und {{required}} kann die Fehlzeit gegen die Nachsichtsgebühr und mit Zustimmung der Fachbereichsleitung nachgesehen werden',
        condonable_other:
          'Unter {{required}}: Besuchen Sie die nächsten {{count, number}} Stunden ohne Unterbrechung, um den Anteil wieder zu erreichen; zwischen {{condonable}} und {{required}} kann die Fehlzeit gegen die Nachsichtsgebühr und mit Zustimmung der Fachbereichsleitung nachgesehen werden',
        short_one:
          'Unter {{condonable}}: Besuchen Sie die nächste Stunde, um wieder {{required}} zu erreichen; unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden, und Sie können von den Semesterabschlussprüfungen ausgeschlossen werden',
        short_other:
          'Unter {{condonable}}: Besuchen Sie die nächsten {{count, number}} Stunden ohne Unterbrechung, um wieder {{required}} zu erreichen; unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden, und Sie können von den Semesterabschlussprüfungen ausgeschlossen werden',
      },
      parent: {
        ok_one: '{{name}} darf noch {{count, number}} Stunde fehlen und bleibt bei {{required}}',
        ok_other: '{{name}} darf noch {{count, number}} Stunden fehlen und bleibt bei {{required}}',
        okEdge: '{{name}} steht bei {{required}}: Eine weitere Fehlstunde bringt den Anteil darunter',
        condonable_one:
          'Unter {{required}}: {{name}} muss die nächste Stunde besuchen, um den Anteil wieder zu erreichen; zwischen {{condonable}} und {{required}} kann die Fehlzeit gegen die Nachsichtsgebühr und mit Zustimmung der Fachbereichsleitung nachgesehen werden',
        condonable_other:
          'Unter {{required}}: {{name}} muss die nächsten {{count, number}} Stunden ohne Unterbrechung besuchen, um den Anteil wieder zu erreichen; zwischen {{condonable}} und {{required}} kann die Fehlzeit gegen die Nachsichtsgebühr und mit Zustimmung der Fachbereichsleitung nachgesehen werden',
        short_one:
          'Unter {{condonable}}: {{name}} muss die nächste Stunde besuchen, um wieder {{required}} zu erreichen; unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden, und {{name}} kann von den Semesterabschlussprüfungen ausgeschlossen werden',
        short_other:
          'Unter {{condonable}}: {{name}} muss die nächsten {{count, number}} Stunden ohne Unterbrechung besuchen, um wieder {{required}} zu erreichen; unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden, und {{name}} kann von den Semesterabschlussprüfungen ausgeschlossen werden',
      },
      condonation: {
        heading: 'Nachsicht bei Fehlzeiten',
        rule: 'Zwischen {{condonable}} und {{required}} kann die Fehlzeit nachgesehen werden: Beantragen Sie die Nachsicht, bezahlen Sie die Gebühr von {{fee}} unter Gebühren bezahlen, und sobald die Fachbereichsleitung zustimmt, dürfen Sie an den Semesterabschlussprüfungen teilnehmen.',
        ask: 'Nachsicht beantragen (Gebühr {{fee}})',
        asked: 'Die Nachsicht wurde beantragt: Die Gebühr von {{fee}} ist unter Gebühren bezahlen fällig',
        askedTitle: 'Nachsicht am {{date}} beantragt',
        feeDue:
          'Die Gebühr von {{fee}} ist unter Gebühren bezahlen fällig (noch {{owed}} offen); sobald sie bezahlt ist, entscheidet die Fachbereichsleitung.',
        payFees: 'Gebühren bezahlen',
        awaiting: 'Die Gebühr ist bezahlt. Die Zustimmung der Fachbereichsleitung steht noch aus.',
        approvedTitle: 'Nachsicht genehmigt',
        approved:
          'Die Fachbereichsleitung hat die Nachsicht am {{date}} genehmigt: Sie dürfen an den Semesterabschlussprüfungen teilnehmen.',
        refusedTitle: 'Nachsicht abgelehnt',
        refused: 'Die Fachbereichsleitung nannte als Grund: {{remark}}',
        refusedBare: 'Die Fachbereichsleitung hat die Nachsicht abgelehnt.',
        detained:
          'Unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden: Sie sind von den Semesterabschlussprüfungen ausgeschlossen, es sei denn, Ihre Anwesenheit steigt auf {{condonable}} oder mehr.',
        parent: {
          rule: 'Zwischen {{condonable}} und {{required}} kann die Fehlzeit nachgesehen werden: Beantragen Sie die Nachsicht, bezahlen Sie die Gebühr von {{fee}} unter Gebühren bezahlen, und sobald die Fachbereichsleitung zustimmt, darf {{name}} an den Semesterabschlussprüfungen teilnehmen.',
          approved:
            'Die Fachbereichsleitung hat die Nachsicht am {{date}} genehmigt: {{name}} darf an den Semesterabschlussprüfungen teilnehmen.',
          detained:
            'Unter {{condonable}} kann die Fehlzeit nicht nachgesehen werden: {{name}} ist von den Semesterabschlussprüfungen ausgeschlossen, es sei denn, die Anwesenheit steigt auf {{condonable}} oder mehr.',
        },
      },
      subjects: {
        heading: 'Nach Fach',
        label: 'Anwesenheit nach Fach',
        empty: 'Noch steht kein Fach dieses Semesters im Stundenplan.',
        below: 'Unter {{required}}',
        noClasses: 'Noch keine Stunden',
        bar: '{{code}}: {{percent}} besucht',
        columns: { code: 'Code', name: 'Fach', attended: 'Besucht / gehalten', percent: 'Anteil' },
      },
    },
  },
};
