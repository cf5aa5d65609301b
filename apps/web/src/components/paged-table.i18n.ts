/** The paged table's texts: they load with the first page that has one, not with every page. */
export default {
  en: {
    pagedTable: {
      rowsPerPage: 'Rows per page',
      shown: '{{from, number}}–{{to, number}} of {{count, number}}',
      first: 'First page',
      last: 'Last page',
      next: 'Next page',
      previous: 'Previous page',
      actions: 'Actions',
    },
  },
  de: {
    pagedTable: {
      rowsPerPage: 'Zeilen pro Seite',
      shown: '{{from, number}}–{{to, number}} von {{count, number}}',
      first: 'Erste Seite',
      last: 'Letzte Seite',
      next: 'Nächste Seite',
      previous: 'Vorherige Seite',
      actions: 'Aktionen',
    },
  },
};
