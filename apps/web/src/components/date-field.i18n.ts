/** The date field's texts: they load with the first form that has a date, not with every page. */
export default {
  en: {
    dateField: {
      pattern: 'DD-MM-YYYY',
      hint: 'Write the date as DD-MM-YYYY, for example 27-11-2026',
      openCalendar: 'Open the calendar',
    },
  },
  de: {
    dateField: {
      pattern: 'TT-MM-JJJJ',
      hint: 'Datum als TT-MM-JJJJ schreiben, zum Beispiel 27-11-2026',
      openCalendar: 'Kalender öffnen',
    },
  },
};
