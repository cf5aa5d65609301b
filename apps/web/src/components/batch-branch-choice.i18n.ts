/** The texts of the batch and branch a list is chosen by: they load with the pages that show one. */
export default {
  en: {
    batchBranchChoice: {
      batch: 'Batch',
      chooseBatch: 'Choose a batch',
      branch: 'Branch',
      allBranches: 'All branches',
      chooseBranch: 'Choose a branch',
      placesFailed: 'The batches could not be loaded: {{message}}',
    },
  },
  de: {
    batchBranchChoice: {
      batch: 'Jahrgang',
      chooseBatch: 'Jahrgang wählen',
      branch: 'Fachrichtung',
      allBranches: 'Alle Fachrichtungen',
      chooseBranch: 'Fachrichtung wählen',
      placesFailed: 'Die Jahrgänge konnten nicht geladen werden: {{message}}',
    },
  },
};
