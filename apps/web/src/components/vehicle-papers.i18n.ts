/** The names of a vehicle's papers and how long each is valid: shown by the transport pages and the transport office's landing page. */
export default {
  en: {
    vehiclePapers: {
      kinds: { fitness: 'Fitness', insurance: 'Insurance', permit: 'Permit', pollution: 'Pollution check' },
      until: '{{paper}} until {{day}}',
      lapsedOn: '{{paper}} lapsed on {{day}}',
      daysLeft_zero: 'last day today',
      daysLeft_one: '{{count, number}} day left',
      daysLeft_other: '{{count, number}} days left',
      lapsedAgo_one: 'lapsed {{count, number}} day ago',
      lapsedAgo_other: 'lapsed {{count, number}} days ago',
    },
  },
  de: {
    vehiclePapers: {
      kinds: { fitness: 'Fahrtüchtigkeit', insurance: 'Versicherung', permit: 'Genehmigung', pollution: 'Abgasuntersuchung' },
      until: '{{paper}} bis {{day}}',
      lapsedOn: '{{paper}} abgelaufen am {{day}}',
      daysLeft_zero: 'heute letzter Tag',
      daysLeft_one: 'noch {{count, number}} Tag',
      daysLeft_other: 'noch {{count, number}} Tage',
      lapsedAgo_one: 'seit {{count, number}} Tag abgelaufen',
      lapsedAgo_other: 'seit {{count, number}} Tagen abgelaufen',
    },
  },
};
