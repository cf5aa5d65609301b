/**
 * The API document's words for every route (ADR 0107): its tag (the feature it belongs to), its
 * operation id, its summary, and the answers it may give that its declaration does not show. What
 * can be derived is derived where the document is made (plugins/api-docs.ts): security, 400, 401,
 * 403 and 413. A route missing here fails the API document's test.
 */

/** The 4xx answers a route may give beyond the derived ones: `true` for the usual words, or its own. */
export type ExtraAnswers = Partial<Record<401 | 403 | 404 | 409 | 413 | 429, true | string>>;

export interface Operation {
  operationId: string;
  summary: string;
  answers?: ExtraAnswers;
}

interface Tag {
  description: string;
  /** By `METHOD /path` as the route is declared (Fastify's `:name` parameters). */
  operations: Record<string, [operationId: string, summary: string, answers?: ExtraAnswers]>;
}

const NOT_FOUND = { 404: true } as const;
const CONFLICT = { 409: true } as const;
const NOT_FOUND_OR_CONFLICT = { 404: true, 409: true } as const;
const LIMITED = { 429: true } as const;
const UPLOAD = {
  403: "Refused: the user may not upload this kind of workbook (FORBIDDEN); or a write with the session cookie whose `Origin` is not the server's (BAD_ORIGIN); or a generated login must change its first password first (PASSWORD_CHANGE_REQUIRED)",
  409: true,
  413: 'The file is larger than 20 MB, or the workbook has more rows than a bulk upload takes (TOO_LARGE, TOO_MANY_ROWS)',
} as const;

/** Every documented route by tag, in the order the document lists the tags. */
export const API_TAGS = {
  notifications: {
    description: 'One’s own notifications in the app: results published and other news, and the bell’s unread figure',
    operations: {
      'GET /api/notifications': ['listNotifications', 'The signed-in user’s notifications, newest first, a page at a time'],
      'GET /api/notifications/unread': ['countUnreadNotifications', 'How many of the signed-in user’s notifications are unread'],
      'POST /api/notifications/read': ['markNotificationsRead', 'Mark the signed-in user’s notifications read: those named, or all'],
      'GET /api/notifications/preferences': [
        'getNotificationPreferences',
        'The signed-in user’s channels, language of mail, and mobile number',
      ],
      'PUT /api/notifications/preferences': [
        'saveNotificationPreferences',
        'Save the signed-in user’s channels, language of mail and mobile number',
      ],
      'GET /api/notifications/deliveries': [
        'listDeliveries',
        'The delivery log of e-mail and SMS messages, searched and paged, newest first',
      ],
      'GET /api/notifications/deliveries/export.xlsx': ['exportDeliveries', 'The delivery log’s matching messages as an Excel workbook'],
      'GET /api/notifications/figures': ['getDeliveryFigures', 'Messages sent and failed today, waiting, and the SMS provider’s balance'],
      'GET /api/notifications/templates': [
        'listNotificationTemplates',
        'The wording of each message kind: mail in English and German, the DLT SMS text',
      ],
      'PUT /api/notifications/templates/:kind': ['saveNotificationTemplate', 'Change the wording of a message kind', NOT_FOUND],
      'POST /api/notifications/test': ['sendTestNotification', 'Send a kind’s message with sample values to an address, by mail or SMS'],
      'POST /api/notifications/sms/reports/:secret': [
        'receiveSmsDeliveryReports',
        'The SMS provider’s delivery reports (MSG91’s webhook), at the address holding the college’s secret',
        NOT_FOUND,
      ],
    },
  },
  auth: {
    description: 'Signing in and out, the session, sign-up and passwords',
    operations: {
      'POST /api/auth/signin': [
        'signIn',
        'Sign in: a session token, also set as the session cookie',
        {
          401: 'Wrong user name or password (INVALID_CREDENTIALS)',
          403: 'The account awaits approval (PENDING) or is disabled (DISABLED)',
          429: 'Too many failed sign-ins, or too many sign-ins waiting: try again after Retry-After seconds',
        },
      ],
      'POST /api/auth/signout': ['signOut', 'Sign out: the session ends and its cookie is cleared'],
      'GET /api/auth/me': ['getSessionUser', 'The signed-in user: name, roles, modules and landing page'],
      'POST /api/auth/signup': ['signUp', 'Register an account (pending until an administrator approves it)', { ...CONFLICT, ...LIMITED }],
      'GET /api/public/departments': ['listSignUpDepartments', 'The departments the sign-up form offers'],
      'POST /api/auth/resetUserPasswords': ['changePassword', 'Change the signed-in user’s password'],
      'POST /api/auth/forgot-password': ['requestPasswordResetLink', 'Mail a password reset link to an account’s address', LIMITED],
      'POST /api/auth/reset-password': ['resetPassword', 'Set a new password with a reset link’s token', LIMITED],
    },
  },
  college: {
    description: "The college's name, logo, contacts and images, and its settings",
    operations: {
      'GET /api/getCollegeName': ['getCollegeName', "The college's code, as plain text"],
      'GET /api/getLogoDataForHeaders': ['getCollegeLogo', "The college's name and logo for page headers"],
      'GET /api/getContactData': ['getCollegeContacts', "The college's contact details"],
      'GET /api/college/images': ['listCollegeImages', "The addresses of the college's logo and images"],
      'GET /api/college/images/:name': ['getCollegeImage', 'One of the college’s images', NOT_FOUND],
      'GET /api/college-settings': ['getCollegeSettings', "The college's settings"],
      'PUT /api/college-settings': ['saveCollegeSettings', "Change the college's settings"],
    },
  },
  health: {
    description: 'The state of the server and of each part it depends on',
    operations: {
      'GET /api/health': ['getHealth', 'Health of the database, Redis, mail, the change feed and the disk'],
    },
  },
  audit: {
    description: 'Who changed what, when: the audit log',
    operations: {
      'GET /api/audit-log': ['listAuditEntries', 'A page of the audit log, filtered'],
      'GET /api/audit-log/actions': ['listAuditActions', 'The actions the audit log records'],
      'GET /api/audit-log/export.xlsx': ['exportAuditLog', 'The filtered audit log as an Excel workbook'],
    },
  },
  masterdata: {
    description: 'Courses, batches, branches, semesters, categories and the other lists forms choose from, and their maintenance',
    operations: {
      'GET /api/getDegreeByLevel': ['listDegrees', 'Degrees (courses) by level'],
      'GET /api/courses/view': ['listCourses', 'Courses with their levels and durations'],
      'GET /api/getBatchesByDegrees': ['listBatchesOfCourse', 'The batches of a course'],
      'GET /api/getBranchesShortForms': ['listBranchesOfCourse', 'The branches of a course (and batch)'],
      'GET /api/getDistinct/SemesterMaintenanceSemesters': ['listSemestersOfCourse', 'The semesters of a course'],
      'GET /api/getSeatTypes': ['listSeatTypes', 'Seat types'],
      'GET /api/getSeatTypesAsDrop': ['listSeatTypeNames', 'Seat type names for a dropdown'],
      'GET /api/getAgentsForDropdown': ['listAgents', 'Admission agents for a dropdown'],
      'GET /api/getKeyValuePair': ['listKeyValues', 'The values of one of the admission form’s lists'],
      'GET /api/getAllCasteCatogeries': ['listCasteCategories', 'Caste categories'],
      'GET /api/getAllSubCastesByCaste/:category': ['listSubCastes', 'The sub-castes of a caste category', NOT_FOUND],
      'GET /api/getAdmissionTypes': ['listAdmissionTypes', 'Admission types'],
      'GET /api/getNormalData': ['getAdmissionFormLists', 'Every list of the admission form at once'],
      'GET /api/masterdata/:kind': ['listMasterDataRows', 'Every entry of a master-data list, active or not'],
      'POST /api/masterdata/:kind': ['createMasterDataRow', 'Add an entry to a master-data list', NOT_FOUND_OR_CONFLICT],
      'PUT /api/masterdata/:kind/:id': ['updateMasterDataRow', 'Change an entry of a master-data list', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/masterdata/:kind/:id': ['deactivateMasterDataRow', 'Set an entry of a master-data list inactive', NOT_FOUND],
    },
  },
  admissions: {
    description: 'Admissions: the application form, the register, printed forms, photos and admission numbers',
    operations: {
      'POST /api/saveApplicationFormData': [
        'saveApplication',
        'Save an admission (multipart: the record as JSON and an optional photo); a modify when it names its student',
        { ...NOT_FOUND_OR_CONFLICT, 413: 'The photo is too large' },
      ],
      'GET /api/getApplicationFormData': ['listApplications', 'Admissions as a list (X-Total-Count says how many exist)'],
      'GET /api/admissions/register': ['getAdmissionsRegister', 'A page of the admissions register, searched and filtered'],
      'GET /api/admissions/pdfs/:studentId': ['getAdmissionPdf', "A student's printed admission form (PDF)", NOT_FOUND],
      'GET /api/generateAdmistionNumber': ['getNextAdmissionNumber', 'The next admission number'],
      'GET /api/admissions/students/:rollNumber': ['getAdmittedStudent', 'An admitted student by roll number', NOT_FOUND],
      'GET /api/admissions/photos/:studentId': ['getStudentPhoto', "A student's photo", NOT_FOUND],
      'POST /api/getStudentadmissiondata': ['saveStudentAdmission', 'Save the short student admission form', CONFLICT],
      'GET /api/getExcelForNewAdmissions': ['getAdmissionsTemplate', 'The Excel template of the admissions upload'],
    },
  },
  uploads: {
    description: 'Bulk uploads of Excel workbooks (admissions, results, master data) and their progress',
    operations: {
      'POST /api/masterDataExcelsUploads': ['uploadWorkbook', 'Upload a workbook (multipart) of the kind named by fileType', UPLOAD],
      'GET /api/uploads/progress/:id': ['getUploadProgress', 'How far an upload has come', NOT_FOUND],
    },
  },
  results: {
    description: 'Exam results: the public lookup and grade sheets, verification, and the examination office’s titles',
    operations: {
      'GET /api/getDistinctExamTitlesBy': ['listPublishedExamTitles', 'The published exam titles'],
      'GET /api/getExamResultByRollNoView': ['lookUpResult', "A student's result of an exam title", { ...NOT_FOUND, ...LIMITED }],
      'GET /api/getExamResultByRollNoReport': [
        'getGradeSheet',
        "A student's grade sheet of an exam title (PDF as base64)",
        { ...NOT_FOUND, ...LIMITED },
      ],
      'GET /api/results/verify/:code': ['verifyResult', 'Verify a grade sheet by the code printed on it', { ...NOT_FOUND, ...LIMITED }],
      'GET /api/exam-results/titles': ['listExamTitles', 'Every exam title, draft or published, with its figures'],
      'GET /api/exam-results/:examTitle/students': ['listTitleResults', 'A page of the students of an exam title', NOT_FOUND],
      'GET /api/exam-results/:examTitle/students/:rollNo/grade-sheet': [
        'previewGradeSheet',
        "A student's grade sheet, drafts included (PDF)",
        NOT_FOUND,
      ],
      'GET /api/exam-results/template': ['getResultsTemplate', 'The Excel template of the results upload'],
      'POST /api/exam-results/:examTitle/publish': ['publishExamTitle', 'Publish an exam title’s results to everyone', NOT_FOUND],
      'POST /api/exam-results/:examTitle/unpublish': ['unpublishExamTitle', 'Withdraw a published exam title', NOT_FOUND],
    },
  },
  utilities: {
    description: "The administrator's utilities",
    operations: {
      'GET /api/getDecryptedValue': ['runCrypt', 'Encrypt or decrypt a value'],
    },
  },
  payments: {
    description:
      'Fees and payments: dues, orders through the gateway, receipts, the fee counter, fee types and structure, gateway keys, and the accounts view',
    operations: {
      'GET /api/getFeesToAllot': ['listFeesToAllot', 'The fees a student may be allotted'],
      'POST /api/payments/orders': [
        'createOrder',
        'Start paying dues: an order and its gateway charge',
        { ...NOT_FOUND_OR_CONFLICT, ...LIMITED },
      ],
      'GET /api/payments/orders/:orderId/outcome': [
        'getOrderOutcome',
        'What became of an order (for the result page)',
        { ...NOT_FOUND, ...LIMITED },
      ],
      'POST /api/payments/orders/:orderId/verify': ['verifyOrder', 'Ask the gateway about an order and record what it confirms', NOT_FOUND],
      'POST /api/payments/orders/:orderId/retry': [
        'retryOrder',
        'A new charge for the dues of a declined or expired order',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/payments/reconcile': ['reconcileOrders', 'Ask the gateway about every open order now'],
      'POST /api/payments/lyra/webhook': ['receiveGatewayNotification', "The gateway's notification of a charge", LIMITED],
      'GET /api/payments/due-dates': ['listDueDates', 'The due day of each semester fee and the reminder schedule'],
      'PUT /api/payments/due-dates': ['saveDueDates', 'Set or clear the due days of semester fees'],
      'PUT /api/payments/reminder-schedule': ['saveReminderSchedule', 'The days before and after a due day that reminders go'],
      'GET /api/payments/fee-types': ['listFeeTypes', 'Fee types'],
      'POST /api/payments/fee-types': ['createFeeType', 'Add a fee type', CONFLICT],
      'PUT /api/payments/fee-types/:id': ['updateFeeType', 'Change a fee type', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/payments/fee-types/:id': ['deleteFeeType', 'Delete a fee type no fee uses', NOT_FOUND_OR_CONFLICT],
      'GET /api/payments/fee-structure': ['listFeeStructure', 'The fee structure: each programme’s fees'],
      'GET /api/payments/fee-structure/programmes': ['listFeeProgrammes', 'The programmes a fee may be set for'],
      'POST /api/payments/fee-structure': ['createFeeStructureRow', 'Add a fee to the fee structure', CONFLICT],
      'PUT /api/payments/fee-structure/:id': ['updateFeeStructureRow', 'Change a fee of the fee structure', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/payments/fee-structure/:id': ['deleteFeeStructureRow', 'Delete a fee of the fee structure', NOT_FOUND_OR_CONFLICT],
      'GET /api/payments/dues': ['getDues', "A student's dues: their own, a parent's ward's, or any student's for fee staff", NOT_FOUND],
      'GET /api/payments/receipts': ['listReceipts', "A student's receipts", NOT_FOUND],
      'GET /api/payments/receipts/:receiptNo': ['getReceiptPdf', 'A receipt (PDF)', NOT_FOUND],
      'POST /api/saveFeeCollectionssDataa': [
        'saveFeeCollection',
        'The receipt of a paid order of fees (old collection call)',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/saveFeeCollectionssDataaMiscellaneous': [
        'saveMiscellaneousFeeCollection',
        'The receipt of a paid order of miscellaneous fees (old collection call)',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/saveExamFeeCollection': [
        'saveExamFeeCollection',
        'The receipt of a paid order of exam fees (old collection call)',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/saveNewAdmissionFeePaymentData': [
        'saveAdmissionFeePayment',
        'The receipt of a paid order of admission fees (old collection call)',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/getStudentsFeePaymentDetails': ['listStudentFeePayments', "A student's fee payments (old collection call)", NOT_FOUND],
      'GET /api/getStudentPaidFeeTransationStatus': ['reportPaymentReturn', "The gateway's return to the result page, logged (old call)"],
      'GET /api/getStudentPaidFeeTransationStatusUpdate': [
        'reportPaymentReturnUpdate',
        "The gateway's return to the result page, logged (old call)",
      ],
      'GET /api/getPaymentGatewayKeyMaintenance': ['listGatewayKeys', 'The gateway keys of each fee type, passwords masked'],
      'POST /api/savePaymentGatewayKeyMaintenance': ['createGatewayKeys', 'Add gateway keys for fee types', CONFLICT],
      'PUT /api/updatePaymentGatewayKeyMaintenance': ['updateGatewayKey', "Change a fee type's gateway keys", NOT_FOUND_OR_CONFLICT],
      'DELETE /api/deletPaymentGatewayKeyMaintenance': ['deleteGatewayKey', "Delete a fee type's gateway keys", NOT_FOUND],
      'GET /api/payments/accounts/collections': ['getCollections', 'Collections of a range of college days, by day and fee'],
      'GET /api/payments/accounts/orders': ['listAccountsOrders', 'A page of orders, by status and search'],
      'GET /api/payments/accounts/history': ['getPaymentHistory', "A student's orders, collections and refunds", NOT_FOUND],
      'GET /api/payments/collections.xlsx': ['exportCollections', 'Collections of a range of college days as an Excel workbook'],
      'GET /api/payments/resolve': ['listPaymentsToResolve', 'A page of flagged orders and money to give back'],
      'GET /api/payments/resolve/:orderId/charge': ['getGatewayFacts', 'What the gateway says of an order’s charge now', NOT_FOUND],
      'POST /api/payments/resolve/:orderId/paid': [
        'resolveAsPaid',
        'Decide a flagged order: the money received settles its dues',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/payments/resolve/:orderId/refund-due': [
        'resolveAsRefundDue',
        'Decide a flagged order: the money is to be given back',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/payments/resolve/:orderId/refunded': ['recordRefund', 'Record money given back', NOT_FOUND_OR_CONFLICT],
      'POST /api/payments/counter/receipts': ['receiveAtCounter', 'Money received at the fee counter: one receipt', NOT_FOUND_OR_CONFLICT],
      'GET /api/payments/counter/day': ['getCounterDay', "A clerk's counter day"],
      'POST /api/payments/counter/day/close': ['closeCounterDay', "Close the clerk's counter day", CONFLICT],
      'GET /api/payments/counter/days': ['listCounterDays', "Every clerk's counter days of a range"],
      'PUT /api/payments/counter/days/:id': [
        'amendCounterDay',
        'Change or reopen a closed counter day, with a reason',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/payments/counter/instruments': ['listInstruments', 'A page of cheques and drafts, by status'],
      'POST /api/payments/counter/instruments/:receiptNo/cleared': [
        'markInstrumentCleared',
        'A cheque or draft cleared',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/payments/counter/instruments/:receiptNo/bounced': [
        'markInstrumentBounced',
        'A cheque or draft bounced: a credit note and the bounce charge',
        NOT_FOUND_OR_CONFLICT,
      ],
    },
  },
  users: {
    description: "The administrator's Users screen, logins created in bulk, and the mail outbox",
    operations: {
      'GET /api/users': ['listUsers', 'A page of user accounts, filtered'],
      'POST /api/users': ['createUser', 'Create a user account', CONFLICT],
      'POST /api/users/:id/approve': ['approveUser', 'Approve a pending account with its roles', NOT_FOUND],
      'POST /api/users/:id/disable': ['disableUser', 'Disable an account', NOT_FOUND],
      'POST /api/users/:id/enable': ['enableUser', 'Enable an account', NOT_FOUND],
      'PUT /api/users/:id': ['updateUser', "Change an account's roles and details", NOT_FOUND_OR_CONFLICT],
      'POST /api/users/:id/password-reset': ['sendPasswordResetLink', 'Mail an account a password reset link', NOT_FOUND],
      'POST /api/users/:id/unlock': ['unlockUser', 'Lift the sign-in limits of an account', NOT_FOUND],
      'GET /api/users/outbox': ['listOutbox', 'A page of the mail outbox'],
      'GET /api/users/logins-to-create': ['listLoginsToCreate', 'The students or faculty who have no login yet'],
      'POST /api/createStudentLogins': ['createStudentLogins', 'Create the logins of a course, batch and branch’s students'],
      'POST /api/createFacultyLogins': ['createFacultyLogins', "Create the faculty's logins"],
    },
  },
  faculty: {
    description: "Faculty: achievements, profile, the faculty dashboard's counts and the HOD's figures",
    operations: {
      'GET /api/getProgram': ['listPrograms', 'The programmes of the signed-in faculty member'],
      'GET /api/getAllDepartmentDetails': ['listDepartments', 'Departments with their details'],
      'GET /api/getdistinctbranchname/BranchesMaintenance': ['listBranchNames', 'Branch names'],
      'GET /api/getFacultyNamesBasedOnDepartment': ['listFacultyNames', 'The faculty of a department'],
      'GET /api/getfacultyAchievements': ['listAchievements', 'Faculty achievements, filtered'],
      'POST /api/savefacultyAchievements': ['saveAchievement', 'Save a faculty achievement', NOT_FOUND],
      'DELETE /api/deletefacultyAchiveMent': ['deleteAchievement', 'Delete a faculty achievement', NOT_FOUND],
      'GET /api/facultydb/getallprofiledata': ['getFacultyProfile', "A faculty member's profile", NOT_FOUND],
      'GET /api/facultydb/getReserachPapersBasedOnUserName': ['countPublications', "A faculty member's publications", NOT_FOUND],
      'GET /api/facultydb/getCountOfCitations': ['countCitations', "A faculty member's citations", NOT_FOUND],
      'GET /api/facultydb/getCountOfScoupos': ['countScopusPapers', "A faculty member's Scopus papers", NOT_FOUND],
      'GET /api/facultydb/getMousCounByUserName': ['countMous', "A faculty member's MoUs", NOT_FOUND],
      'GET /api/facultydb/getAwardsByFaculty': ['countAwards', "A faculty member's awards", NOT_FOUND],
      'GET /api/faculty/hod-dashboard': ['getHodDashboard', "The HOD's figures of their department"],
    },
  },
  alumni: {
    description: 'Alumni: registrations with their files, and the alumni history',
    operations: {
      'GET /api/getBatches': ['listAlumniBatches', 'Batches for the alumni forms'],
      'GET /api/getAlumniBatchesByCourse': ['listAlumniBatchesOfCourse', 'The batches of a course for the alumni forms'],
      'GET /api/getAllbranchesbasedonleveldegree': ['listAlumniBranches', 'The branches of a level and degree for the alumni forms'],
      'POST /api/saveAlumniStudentRegister': [
        'saveAlumniRegistration',
        'Register as an alumnus (multipart: the record as JSON and its files)',
        { ...CONFLICT, 413: 'A file is too large' },
      ],
      'GET /api/alumni/registrations': ['listAlumniRegistrations', 'The signed-in user’s alumni registrations'],
      'GET /api/alumni/registrations/:id/file': ['getAlumniRegistrationFile', "A registration's file", NOT_FOUND],
      'GET /api/getAlumniData': ['listAlumniHistory', 'The alumni history'],
      'POST /api/saveAluminiHistoryByUrl': [
        'saveAlumniHistory',
        'Add an alumni history entry (multipart: the entry as JSON and its files)',
        { ...CONFLICT, 413: 'A file is too large' },
      ],
      'PUT /api/alumni/history/:id': ['updateAlumniHistory', "Change an alumni history entry's fields", NOT_FOUND_OR_CONFLICT],
      'DELETE /api/alumni/history/:id': ['deleteAlumniHistory', 'Delete an alumni history entry and its files', NOT_FOUND],
      'GET /api/alumni/register/:rollNumber': ['getRegisterStudent', 'What the student register knows of a roll number', NOT_FOUND],
      'GET /api/alumni/history/:id/:kind': ['getAlumniHistoryFile', "An alumni history entry's file", NOT_FOUND],
    },
  },
  library: {
    description: 'The library catalogue: titles and their copies, searched by readers and kept by the library staff',
    operations: {
      'GET /api/library/titles': [
        'listLibraryTitles',
        'Titles of the catalogue by title, a page at a time, searched by title, author, ISBN, call number or accession number',
      ],
      'GET /api/library/titles/:id': ['getLibraryTitle', 'A title of the catalogue with its copies', NOT_FOUND],
      'POST /api/library/titles': [
        'addLibraryTitle',
        'Add a title, with the copies that came with it: all are saved or none',
        { 409: 'An accession number or barcode is already in the library (CONFLICT)' },
      ],
      'PUT /api/library/titles/:id': ['changeLibraryTitle', "Change a title's record", NOT_FOUND],
      'POST /api/library/titles/:id/copies': [
        'addLibraryCopy',
        'Add a copy of a title',
        { 404: true, 409: 'The accession number or barcode is already in the library (CONFLICT)' },
      ],
      'PUT /api/library/copies/:copyId': [
        'changeLibraryCopy',
        "Change a copy's location, price or status by hand",
        { 404: true, 409: 'The copy is on loan or on the hold shelf: circulation changes its status (CONFLICT)' },
      ],
      'GET /api/library/opac': [
        'searchLibraryOpac',
        'The OPAC: titles a reader’s search finds (words with typos forgiven, an ISBN, an accession number or a class number), each with its copies',
      ],
      'GET /api/public/library/opac': [
        'searchLibraryOpacOnCampus',
        'The OPAC without signing in: answered only on the campus networks, when the library has opened its catalogue there',
        { 403: 'Not on a campus network, or the catalogue is not open on campus (FORBIDDEN)' },
      ],
      'GET /api/public/library/opac/open': ['getLibraryOpacOpen', 'Whether this visitor may search the catalogue without signing in'],
      'GET /api/library/settings': [
        'getLibrarySettings',
        'Whether the catalogue is open on campus without signing in, and the campus networks',
      ],
      'PUT /api/library/settings': ['changeLibrarySettings', 'Open or close the catalogue on campus, and name the campus networks'],
      'GET /api/library/accession-register/template': [
        'getAccessionRegisterTemplate',
        'The Excel template of the accession register upload (fileType libraryAccessions)',
      ],
      'GET /api/library/labels.pdf': [
        'printLibraryLabels',
        'Barcode labels (Code 128) of chosen copies or a range of accession numbers, on A4 sheets of 24 (PDF)',
        { 404: 'No copy matches (NOT_FOUND)', 413: 'More copies match than one printout holds (TOO_LARGE)' },
      ],
      'GET /api/library/accession-register.pdf': [
        'printAccessionRegister',
        'The accession register of chosen copies or a range of accession numbers (PDF)',
        { 404: 'No copy matches (NOT_FOUND)', 413: 'More copies match than one printout holds (TOO_LARGE)' },
      ],
      'GET /api/library/accession-register.xlsx': [
        'exportAccessionRegister',
        'The accession register of chosen copies or a range of accession numbers as an Excel workbook',
        { 404: 'No copy matches (NOT_FOUND)', 413: 'More copies match than one printout holds (TOO_LARGE)' },
      ],
    },
  },
  libraryCirculation: {
    description:
      "The library's circulation desk: members by their card, copies issued, renewed, returned, lost or damaged, and the borrowing rules",
    operations: {
      'GET /api/library/me': [
        'getMyLibrary',
        "The signed-in student's or faculty member's own loans with their due dates and today's fines, and what they owe",
        { 404: 'The login is neither a student nor a faculty member (NOT_FOUND)' },
      ],
      'POST /api/library/me/renew': [
        'renewMyLibraryLoan',
        'Renew a copy on loan to the signed-in reader, from today',
        { 404: 'No copy with that barcode is on loan to the reader (NOT_FOUND)', 409: 'Overdue, or its renewals are used (CONFLICT)' },
      ],
      'GET /api/library/members/:barcode': [
        'getLibraryMember',
        'A member by the barcode of their card (roll number, admission number or employee ID): their loans, what they owe, and why an issue would be refused',
        NOT_FOUND,
      ],
      'GET /api/library/members/:barcode/photo': ['getLibraryMemberPhoto', "A member's photo as the admission office keeps it", NOT_FOUND],
      'GET /api/library/members/:barcode/card': [
        'getLibraryCard',
        "A member's library card with its Code 128 barcode and QR code (PDF)",
        NOT_FOUND,
      ],
      'POST /api/library/circulation/issue': [
        'issueLibraryCopy',
        "Issue a copy to a member by the member's and the copy's barcodes",
        {
          404: true,
          409: 'Refused: the member has left, has overdue books, owes more than the limit or has reached the limit; or the copy is on loan, on the hold shelf, lost, damaged, withdrawn or for reference (CONFLICT)',
        },
      ],
      'POST /api/library/circulation/return': [
        'returnLibraryCopy',
        'Take a copy back by its barcode, with its overdue fine; a second scan answers what the first did and records nothing',
        { 404: true, 409: 'The copy is not on loan (CONFLICT)' },
      ],
      'POST /api/library/circulation/renew': [
        'renewLibraryLoan',
        "Renew a copy's loan from today",
        { 404: true, 409: 'The copy is not on loan, is overdue, or its renewals are used (CONFLICT)' },
      ],
      'POST /api/library/circulation/loss': [
        'recordLibraryLoss',
        'A copy on loan declared lost or returned damaged: its price and the processing fee charged to the member',
        { 404: true, 409: 'The copy is not on loan (CONFLICT)' },
      ],
      'POST /api/library/charges/:id/waive': [
        'waiveLibraryCharge',
        "Waive part or all of a charge's unpaid amount, with the reason (audited); a student's due in Pay Fees shrinks by it",
        { 404: 'No charge has that number (NOT_FOUND)', 409: 'Nothing of the charge is unpaid (CONFLICT)' },
      ],
      'GET /api/library/clearance/:barcode': [
        'getLibraryClearance',
        "A member's library no-dues clearance: cleared when nothing is on loan and nothing is owed, with the reasons otherwise",
        NOT_FOUND,
      ],
      'GET /api/library/clearance/:barcode/certificate': [
        'getLibraryClearanceCertificate',
        "A cleared member's library no-dues certificate (PDF)",
        { 404: true, 409: 'The library does not clear the member: books on loan or money owed (CONFLICT)' },
      ],
      'GET /api/library/me/card': [
        'getMyLibraryCard',
        "The signed-in student's or faculty member's own library card, with its Code 128 barcode and QR code (PDF)",
        { 404: 'The login is neither a student nor a faculty member (NOT_FOUND)' },
      ],
      'GET /api/library/me/clearance': [
        'getMyLibraryClearance',
        "The signed-in reader's own library no-dues clearance",
        { 404: 'The login is neither a student nor a faculty member (NOT_FOUND)' },
      ],
      'GET /api/library/me/clearance/certificate': [
        'getMyLibraryClearanceCertificate',
        "The signed-in reader's own library no-dues certificate (PDF)",
        { 404: true, 409: 'The library does not clear the reader (CONFLICT)' },
      ],
      'GET /api/library/rules': ['listLibraryRules', 'The borrowing rules, per member kind and item kind'],
      'PUT /api/library/rules': ['saveLibraryRule', 'Set the borrowing rule of a member kind and item kind'],
    },
  },
  libraryReports: {
    description:
      "The library's reports for its staff, counted by the college's dates: circulation by day and by programme, overdue loans with their fines, the most borrowed titles and NAAC's library figures",
    operations: {
      'GET /api/library/reports/circulation': [
        'getLibraryCirculationByDay',
        'Issues, returns and members served on each day of a range (at most 366 days), with totals',
      ],
      'GET /api/library/reports/circulation.xlsx': ['exportLibraryCirculationByDay', 'Circulation by day as an Excel workbook'],
      'GET /api/library/reports/programmes': [
        'getLibraryCirculationByProgramme',
        "Issues of a range to each programme's students and to faculty, with the active members of each",
      ],
      'GET /api/library/reports/programmes.xlsx': ['exportLibraryCirculationByProgramme', 'Circulation by programme as an Excel workbook'],
      'GET /api/library/reports/overdue': [
        'listLibraryOverdueLoans',
        "A page of the open loans past their due date, the longest overdue first, with each one's fine so far; searched by member, number, title or accession number",
      ],
      'GET /api/library/reports/overdue.xlsx': ['exportLibraryOverdueLoans', 'Every overdue loan (of a search) as an Excel workbook'],
      'GET /api/library/reports/most-borrowed': ['getLibraryMostBorrowed', 'The 50 titles issued most in a range, with the copies held'],
      'GET /api/library/reports/most-borrowed.xlsx': ['exportLibraryMostBorrowed', 'The most borrowed titles as an Excel workbook'],
      'GET /api/library/reports/naac': [
        'getLibraryNaacFigures',
        "NAAC criterion 4.2's library figures of a range: average daily users over the open days, books issued per student, titles and volumes held and added",
      ],
      'GET /api/library/reports/naac.xlsx': ['exportLibraryNaacFigures', "NAAC's library figures as an Excel workbook"],
    },
  },
  libraryHolds: {
    description:
      'Holds (reservations) of titles none of whose copies is on the shelf: a queue per title, the hold shelf, and holds that expire when not collected',
    operations: {
      'GET /api/library/me/holds': [
        'listMyLibraryHolds',
        "The signed-in reader's open holds: their place in each queue, or the day to collect a copy on the hold shelf",
        { 404: 'The login is neither a student nor a faculty member (NOT_FOUND)' },
      ],
      'POST /api/library/me/holds': [
        'placeMyLibraryHold',
        'Place a hold on a title for the signed-in reader',
        {
          404: 'No such title, or the login is no member (NOT_FOUND)',
          409: 'Refused: a copy is on the shelf, the title has no copy that is lent, the reader already holds it or has it on loan, or has left (CONFLICT)',
        },
      ],
      'POST /api/library/me/holds/:id/cancel': [
        'cancelMyLibraryHold',
        "Cancel one of the signed-in reader's holds; a copy set aside passes to the next in the queue",
        { 404: 'No such hold of the reader (NOT_FOUND)', 409: 'The hold is no longer open (CONFLICT)' },
      ],
      'GET /api/library/holds': ['listLibraryHolds', 'The open holds, waiting or on the hold shelf, a page at a time'],
      'POST /api/library/holds': [
        'placeLibraryHold',
        "Place a hold on a title at the desk for a member by their card's barcode",
        { 404: 'No such member or title (NOT_FOUND)', 409: 'Refused as the reader’s own hold is (CONFLICT)' },
      ],
      'POST /api/library/holds/:id/cancel': [
        'cancelLibraryHold',
        "Cancel a member's hold at the desk; a copy set aside passes to the next in the queue",
        { 404: 'No such hold (NOT_FOUND)', 409: 'The hold is no longer open (CONFLICT)' },
      ],
    },
  },
  collegeCalendar: {
    description: "The college's holidays, which the library's due dates and fines skip",
    operations: {
      'GET /api/college/holidays': ['listCollegeHolidays', "The college's holidays from a year ago on"],
      'POST /api/college/holidays': ['addCollegeHoliday', 'Add a holiday', { 409: 'The day is already a holiday (CONFLICT)' }],
      'DELETE /api/college/holidays/:day': ['removeCollegeHoliday', 'Remove a holiday', NOT_FOUND],
      'GET /api/college/terms': ['listCollegeTerms', "The college's terms (semesters), the latest first"],
      'POST /api/college/terms': ['addCollegeTerm', 'Add a term', { 409: 'The name is taken or the days overlap another term (CONFLICT)' }],
      'DELETE /api/college/terms/:id': [
        'removeCollegeTerm',
        'Remove a term no fee was laid for',
        { 404: 'No such term (NOT_FOUND)', 409: 'Fees were laid for the term (CONFLICT)' },
      ],
    },
  },
  transport: {
    description:
      "The transport office: bus routes with their stops, the college's vehicles with their papers, its bus fare slabs, bus passes, drivers' boarding lists, and its landing figures",
    operations: {
      'GET /api/transport/routes': ['listTransportRoutes', 'The bus routes with their stops and vehicles, searched and a page at a time'],
      'POST /api/transport/routes': [
        'addTransportRoute',
        'Add a route with its stops in the order the bus reaches them',
        { 409: 'The route code exists, or the vehicle already runs another route (CONFLICT)' },
      ],
      'GET /api/transport/routes/:id': ['getTransportRoute', 'One route with its stops and vehicle', NOT_FOUND],
      'PUT /api/transport/routes/:id': [
        'changeTransportRoute',
        'Change a route: its code, name, vehicle and stops',
        { 404: 'No such route (NOT_FOUND)', 409: 'The route code exists, or the vehicle already runs another route (CONFLICT)' },
      ],
      'DELETE /api/transport/routes/:id': [
        'removeTransportRoute',
        'Remove a route and its stops',
        { 404: true, 409: 'The route has bus passes: it is kept as their record (CONFLICT)' },
      ],
      'GET /api/transport/vehicles': [
        'listTransportVehicles',
        'The vehicles with their crews, routes and papers (valid, lapsing, lapsed), searched and a page at a time',
      ],
      'POST /api/transport/vehicles': [
        'addTransportVehicle',
        'Add a vehicle to the fleet',
        { 409: 'A vehicle with that registration number is in the fleet (CONFLICT)' },
      ],
      'PUT /api/transport/vehicles/:id': [
        'changeTransportVehicle',
        "Change a vehicle's seats, crew or papers",
        { 404: 'No such vehicle (NOT_FOUND)', 409: 'Another vehicle has that registration number (CONFLICT)' },
      ],
      'DELETE /api/transport/vehicles/:id': [
        'removeTransportVehicle',
        'Remove a vehicle from the fleet',
        { 404: 'No such vehicle (NOT_FOUND)', 409: 'The vehicle runs a route (CONFLICT)' },
      ],
      'GET /api/transport/fares': [
        'getTransportFares',
        "The college's bus fare slabs, nearest first: a stop's yearly fee is that of the first slab reaching as far",
      ],
      'PUT /api/transport/fares': ['saveTransportFares', 'Replace all the fare slabs: distances rising, fees not falling'],
      'GET /api/transport/figures': [
        'getTransportFigures',
        "The transport office's landing figures: routes, stops, vehicles, seats, papers lapsed or lapsing within 30 days, bus passes seated and waiting with what is owed of their fees, and each route's and stop's riders",
      ],
      'GET /api/transport/me/pass': [
        'getOwnBusPass',
        "The student's own bus pass (or none), with every route's stops, fares and seats free to apply for",
        NOT_FOUND,
      ],
      'POST /api/transport/me/pass': [
        'applyForOwnBusPass',
        'Apply for a bus pass at a stop: a seat if one is free, else a place on the waiting list',
        { 409: 'The student has a pass already, or applications are closed (CONFLICT)' },
      ],
      'GET /api/transport/me/pass/:id/pdf': [
        'printOwnBusPass',
        "The student's bus pass (PDF) with photo and QR code, once its fee is paid",
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/transport/passes': ['listBusPasses', 'The bus passes with what was paid of each, by route and status, a page at a time'],
      'POST /api/transport/passes': [
        'applyForBusPass',
        'Apply for a student’s bus pass, named by roll number',
        { 409: 'The student has a pass already (CONFLICT)' },
      ],
      'GET /api/transport/passes/:id': ['getBusPass', 'One bus pass', NOT_FOUND],
      'GET /api/transport/passes/:id/pdf': ['printBusPass', 'A bus pass (PDF), once its fee is paid', NOT_FOUND_OR_CONFLICT],
      'POST /api/transport/passes/:id/stop': [
        'changeBusPassStop',
        'Move a pass to another stop: the fee is recomputed for the months left',
        { 404: 'No such pass (NOT_FOUND)', 409: 'The pass is cancelled, or the new route has no seat free (CONFLICT)' },
      ],
      'POST /api/transport/passes/:id/cancel': [
        'cancelBusPass',
        'Cancel a pass with a reason: its unpaid fee is no longer asked, its seat goes to whoever waits first',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/transport/routes/:id/boarding-list': [
        'getBoardingList',
        "A route's boarding list for its driver (PDF or Excel workbook): the students with a seat by stop, with their mobile and whether their pass is paid",
        NOT_FOUND,
      ],
      'GET /api/transport/pass-settings': ['getBusPassSettings', 'Whether students may apply for bus passes, and the day passes run until'],
      'PUT /api/transport/pass-settings': ['saveBusPassSettings', 'Open or close applications, and set the day passes run until'],
      'GET /api/transport/verify/:code': [
        'verifyBusPass',
        "Verify a bus pass by its QR code: the student's name, route, stop and validity only",
        NOT_FOUND,
      ],
    },
  },
  hostel: {
    description: 'The hostel office: blocks, room types with their charges, rooms with their beds, and its landing figures',
    operations: {
      'GET /api/hostel/blocks': ['listHostelBlocks', 'The hostel blocks with their rooms and beds counted'],
      'POST /api/hostel/blocks': ['addHostelBlock', 'Add a block', { 409: 'A block with that code exists (CONFLICT)' }],
      'PUT /api/hostel/blocks/:id': [
        'changeHostelBlock',
        "Change a block's code, name, gender, floors or warden",
        {
          404: 'No such block (NOT_FOUND)',
          409: 'Another block has that code, or a room is on a floor it would no longer have (CONFLICT)',
        },
      ],
      'DELETE /api/hostel/blocks/:id': [
        'removeHostelBlock',
        'Remove a block',
        { 404: 'No such block (NOT_FOUND)', 409: 'The block has rooms (CONFLICT)' },
      ],
      'GET /api/hostel/room-types': ['listHostelRoomTypes', 'The room types with their beds, rent, mess charge and caution deposit'],
      'POST /api/hostel/room-types': ['addHostelRoomType', 'Add a room type', { 409: 'A room type with that code exists (CONFLICT)' }],
      'PUT /api/hostel/room-types/:id': [
        'changeHostelRoomType',
        'Change a room type: a change of its beds per room adds or removes beds of each of its rooms',
        {
          404: 'No such room type (NOT_FOUND)',
          409: 'Another room type has that code, or fewer beds a room would remove a bed that is or was allotted (CONFLICT)',
        },
      ],
      'DELETE /api/hostel/room-types/:id': [
        'removeHostelRoomType',
        'Remove a room type',
        { 404: 'No such room type (NOT_FOUND)', 409: 'Rooms are of that type (CONFLICT)' },
      ],
      'GET /api/hostel/rooms': [
        'listHostelRooms',
        'The rooms with their beds, by number and filtered by block, floor and type, a page at a time',
      ],
      'POST /api/hostel/rooms': [
        'addHostelRoom',
        'Add a room with the beds of its type',
        { 409: 'The block has a room of that number (CONFLICT)' },
      ],
      'PUT /api/hostel/rooms/:id': [
        'changeHostelRoom',
        "Change a room's block, floor, number or type: its beds follow its type",
        {
          404: 'No such room (NOT_FOUND)',
          409: 'The block has a room of that number, or a bed the new type has no place for is or was allotted (CONFLICT)',
        },
      ],
      'DELETE /api/hostel/rooms/:id': [
        'removeHostelRoom',
        'Remove a room with its beds',
        { 404: 'No such room (NOT_FOUND)', 409: 'A bed of the room is or was allotted to a student (CONFLICT)' },
      ],
      'POST /api/hostel/beds/:id/block': ['blockHostelBed', 'Block a bed with a reason (repairs): it is not available', NOT_FOUND],
      'POST /api/hostel/beds/:id/unblock': ['unblockHostelBed', 'Unblock a bed', NOT_FOUND],
      'GET /api/hostel/figures': [
        'getHostelFigures',
        "The hostel office's landing figures: blocks, rooms, beds blocked and available, by block and room type, and the intake capacity by gender",
      ],
      'GET /api/hostel/me/application': [
        'getOwnHostelApplication',
        "The student's hostel application with its place in line or bed, and the room types and blocks they may ask for",
        { 404: 'The user is no student (NOT_FOUND)' },
      ],
      'POST /api/hostel/me/application': [
        'applyForHostel',
        'Apply for a hostel bed: a room type and up to three blocks of the student’s gender in order, and the distance of home',
        { 404: 'The user is no student (NOT_FOUND)', 409: 'The student has a live application (CONFLICT)' },
      ],
      'GET /api/hostel/applications': [
        'listHostelApplications',
        'Hostel applications by status, in the allotment rules’ order, a page at a time',
      ],
      'POST /api/hostel/applications': [
        'addHostelApplication',
        'Apply for a student named by roll number',
        { 404: 'The user is no student (NOT_FOUND)', 409: 'The student has a live application (CONFLICT)' },
      ],
      'GET /api/hostel/applications/:id/beds': [
        'listFittingHostelBeds',
        'The free beds that fit an application, the first free bed of the first preferred block first',
        { 404: 'No such application (NOT_FOUND)' },
      ],
      'POST /api/hostel/applications/:id/allot': [
        'allotHostelBed',
        'Allot a free bed to a waiting application',
        { 404: 'No such application (NOT_FOUND)', 409: 'The bed is taken or blocked, or the application is not waiting (CONFLICT)' },
      ],
      'POST /api/hostel/allotments/preview': [
        'previewHostelAllotment',
        'The plan of allotting every waiting application by the rules: who gets which bed, who waits',
      ],
      'POST /api/hostel/allotments/run': [
        'runHostelAllotment',
        'Allot every waiting application by the rules, a few hundred a transaction; answers what was done',
      ],
      'POST /api/hostel/allotments/:id/move': [
        'moveHostelAllotment',
        'Move a student to another free bed from a day; the bed left is not given on',
        { 404: 'No such allotment (NOT_FOUND)', 409: 'The bed is taken or blocked, or the allotment was vacated (CONFLICT)' },
      ],
      'POST /api/hostel/allotments/:id/vacate': [
        'vacateHostelAllotment',
        "The student left the bed on a day; the stay's fees are settled by the college's rules, money paid beyond what is kept handed to the refund flow; the bed is free for the warden to allot",
        { 404: 'No such allotment (NOT_FOUND)', 409: 'The allotment was vacated already (CONFLICT)' },
      ],
      'POST /api/hostel/allotments/:id/vacate/preview': [
        'previewHostelVacate',
        "What leaving on a day would settle of the stay's fees: kept, refunded and no longer asked, fee by fee; nothing is written",
        { 404: 'No such allotment (NOT_FOUND)', 409: 'The allotment was vacated already (CONFLICT)' },
      ],
      'GET /api/hostel/me/fees': [
        'getOwnHostelFees',
        "The student's latest stay's fees: rent and mess a term, the caution deposit, what was paid and is owed, and the account on leaving",
        NOT_FOUND,
      ],
      'GET /api/hostel/applications/:id/fees': [
        'getHostelApplicationFees',
        "A stay's fees and its account on leaving",
        { 404: 'No such application (NOT_FOUND)' },
      ],
      'POST /api/hostel/fees/lay': [
        'layHostelTermFees',
        "Lay a term's rent and mess on every student holding a bed (and a caution deposit where none was laid); fees laid already are kept",
      ],
      'GET /api/hostel/fee-rules': ['getHostelFeeRules', 'The refund rules of hostel fees'],
      'PUT /api/hostel/fee-rules': ['saveHostelFeeRules', 'Save the refund rules of hostel fees'],
      'GET /api/hostel/allotment-settings': ['getHostelAllotmentRules', 'The allotment rules: the order of the waiting list'],
      'PUT /api/hostel/allotment-settings': ['saveHostelAllotmentRules', 'Save the allotment rules'],
      'GET /api/hostel/me/life': [
        'getOwnHostelLife',
        "The student's (or ward's) leave requests and room complaints, newest first, and whether they hold a bed",
        NOT_FOUND,
      ],
      'POST /api/hostel/me/leave': [
        'requestHostelLeave',
        'Ask the warden for an outing or leave: the days, where to and why',
        { 404: 'The user is no student (NOT_FOUND)', 409: 'No bed held, or days already asked for (CONFLICT)' },
      ],
      'POST /api/hostel/me/leave/:id/cancel': [
        'cancelHostelLeave',
        'Withdraw a leave request that is pending, or approved and not begun',
        {
          404: 'No such request of the student (NOT_FOUND)',
          409: 'The request was refused or withdrawn, or the leave has begun (CONFLICT)',
        },
      ],
      'POST /api/hostel/me/complaints': [
        'reportHostelComplaint',
        "Report what is wrong in the student's room",
        { 404: 'The user is no student (NOT_FOUND)', 409: 'No bed held (CONFLICT)' },
      ],
      'GET /api/hostel/leave': [
        'listHostelLeave',
        'Leave requests by status or by a day away, searched by roll number or name, a page at a time',
      ],
      'POST /api/hostel/leave/:id/decision': [
        'decideHostelLeave',
        'Approve or refuse (with a reason) a pending leave request; the student and their parents are told',
        { 404: 'No such request (NOT_FOUND)', 409: 'The request was decided or withdrawn (CONFLICT)' },
      ],
      'GET /api/hostel/complaints': [
        'listHostelComplaints',
        'Complaints by status, open first and oldest first, searched by room or block, a page at a time',
      ],
      'POST /api/hostel/complaints': ['addHostelComplaint', 'Record a complaint of a room', { 404: 'No such room (NOT_FOUND)' }],
      'POST /api/hostel/complaints/:id/status': [
        'moveHostelComplaint',
        'Move a complaint on: in progress, or resolved saying what was done',
        { 404: 'No such complaint (NOT_FOUND)', 409: 'The complaint is resolved already (CONFLICT)' },
      ],
      'GET /api/hostel/visitors': ['listHostelVisitors', "A day's visitors' register, those still in first, a page at a time"],
      'POST /api/hostel/visitors': [
        'addHostelVisitor',
        'A visitor comes in to see a resident named by roll number',
        { 404: 'No such student (NOT_FOUND)', 409: 'The student holds no bed (CONFLICT)' },
      ],
      'POST /api/hostel/visitors/:id/out': [
        'signOutHostelVisitor',
        'A visitor leaves',
        { 404: 'No such visit (NOT_FOUND)', 409: 'The visitor left already (CONFLICT)' },
      ],
    },
  },
  grievances: {
    description:
      "The grievance cell (UGC Regulations 2023): grievances filed and followed, the committee's hearings, replies and decisions, appeals to the ombudsperson, the committee and the year's figures",
    operations: {
      'GET /api/grievances/mine': [
        'listOwnGrievances',
        'The grievances one filed, and those assigned to one as a member of the committee, a page each',
      ],
      'POST /api/grievances': [
        'fileGrievance',
        'File a grievance (multipart: its JSON part `grievance` and up to three `attachment` files, PDF or images): the acknowledgement number and the day its report is due',
        { 409: 'A student or parent login not linked to a student (CONFLICT)', 413: 'A file larger than 5 MB (TOO_LARGE)' },
      ],
      'GET /api/grievances': [
        'listGrievances',
        'The grievance register, by status and category, the overdue alone, searched by number or subject; open ones first by due day',
      ],
      'GET /api/grievances/committee': [
        'getGrievanceCommittee',
        'The committee now and before, the composition warnings, and whether grievances may be filed without a name',
      ],
      'POST /api/grievances/committee': [
        'addGrievanceCommitteeMember',
        'Add a member to the committee, with the login they act through',
        { 409: 'The role is one a single member holds and it is taken, or the login is on the committee already (CONFLICT)' },
      ],
      'POST /api/grievances/committee/:id/end': [
        'endGrievanceCommitteeTerm',
        'End a member’s term: the member stays in the record',
        NOT_FOUND_OR_CONFLICT,
      ],
      'PUT /api/grievances/settings': ['saveGrievanceSettings', 'Whether grievances of ragging and harassment may be filed without a name'],
      'GET /api/grievances/figures': [
        'getGrievanceFigures',
        'An academic year’s grievances received, disposed of (within 15 working days), pending, overdue and appealed, by category and by month',
      ],
      'GET /api/grievances/report.pdf': ['getGrievanceAnnualReport', 'The year’s annual report of the grievance cell as a PDF'],
      'GET /api/grievances/figures.xlsx': [
        'exportGrievanceFigures',
        'The year’s figures with the list of grievances behind them as an Excel workbook',
      ],
      'GET /api/grievances/:id': [
        'getGrievance',
        'A grievance with its timeline as the reader may see it, and what the reader may do',
        NOT_FOUND,
      ],
      'GET /api/grievances/:id/attachments/:attachmentId': ['getGrievanceAttachment', 'A file filed with a grievance', NOT_FOUND],
      'POST /api/grievances/:id/appeal': [
        'appealGrievance',
        'The filer appeals against the decision to the ombudsperson, within 15 days of it',
        { 404: 'No such grievance of the user (NOT_FOUND)', 409: 'Not decided, appealed already, or the 15 days are over (CONFLICT)' },
      ],
      'POST /api/grievances/:id/assign': [
        'assignGrievance',
        'The cell or the chairperson gives the grievance to a member of the committee',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/grievances/:id/entries': [
        'recordGrievanceEntry',
        'Record a hearing (its day), a reply to the filer or the committee’s own note',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/grievances/:id/decision': [
        'decideGrievance',
        'The committee’s decision and its report to the filer, once',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/grievances/:id/appeal-decision': [
        'decideGrievanceAppeal',
        'Record the ombudsperson’s award on an appeal, which closes the grievance',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/public/grievances/settings': [
        'getAnonymousGrievanceSetting',
        'Whether the college takes grievances of ragging and harassment without a name',
      ],
      'POST /api/public/grievances': [
        'fileAnonymousGrievance',
        'File a grievance of ragging or harassment without a name: its number and the code that follows it, shown once',
        { 403: 'The college takes no grievance without a name (FORBIDDEN)', 429: true },
      ],
      'POST /api/public/grievances/track': [
        'trackAnonymousGrievance',
        'Follow an anonymous grievance by its number and code',
        { 404: true, 429: true },
      ],
    },
  },
  placements: {
    description:
      "The placement office: companies and their drives with who may apply by the college's records, applications with a résumé, rounds and shortlists, offers, opt-outs and the season's figures for NIRF and NAAC",
    operations: {
      'GET /api/placements/companies': [
        'listPlacementCompanies',
        'The companies that recruit, with their contact persons, drives and hires',
      ],
      'POST /api/placements/companies': ['addPlacementCompany', 'Add a company with its sector, website and contact persons', CONFLICT],
      'PUT /api/placements/companies/:id': [
        'changePlacementCompany',
        'Correct a company: its name, sector, website and contact persons',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/placements/places': ['listPlacementPlaces', 'The programmes, their branches and batches a drive may be for'],
      'GET /api/placements/drives': [
        'listPlacementDrives',
        'Every drive with its job, CTC in rupees a year, day, mode, rounds and eligibility',
      ],
      'POST /api/placements/drives': [
        'addPlacementDrive',
        'Add a company’s drive: the job, CTC, day, mode, rounds in order and who may apply',
        NOT_FOUND,
      ],
      'PUT /api/placements/drives/:id': [
        'changePlacementDrive',
        'Correct a drive; once students have applied it stays the same company’s, once any has been moved through its rounds they stay as they are',
        NOT_FOUND_OR_CONFLICT,
      ],
      'GET /api/placements/drives/:id/eligibility': [
        'getPlacementDriveEligibility',
        'Every student of the drive’s programmes and passing-out batches with their CGPA and active backlogs: eligible, or each criterion failed',
        NOT_FOUND,
      ],
      'GET /api/placements/drives/:id/applications': [
        'listPlacementApplications',
        'The drive’s applicants with the round each has reached',
        NOT_FOUND,
      ],
      'POST /api/placements/drives/:id/advance': [
        'advancePlacementApplications',
        'Move the ticked applications on to the next round (selected after the last) or reject them',
        NOT_FOUND_OR_CONFLICT,
      ],
      'POST /api/placements/drives/:id/shortlist': [
        'uploadPlacementShortlist',
        'The company’s shortlist (multipart: its JSON part `shortlist` and the `workbook` of roll numbers): those listed go on a round, all or nothing; unknown roll numbers are named',
        { ...NOT_FOUND, 413: 'A file larger than 5 MB, or a workbook that costs too much to read (TOO_LARGE, TOO_MANY_ROWS)' },
      ],
      'POST /api/placements/applications/:id/offer': [
        'recordPlacementOffer',
        'Record the offer to a selected applicant (multipart: its JSON part `offer` and the `letter` PDF)',
        { ...NOT_FOUND_OR_CONFLICT, 413: 'A file larger than 5 MB (TOO_LARGE)' },
      ],
      'GET /api/placements/settings': ['getPlacementSettings', 'The multiple of a student’s best offer a further drive must offer'],
      'PUT /api/placements/settings': ['savePlacementSettings', 'Set the multiple of a student’s best offer a further drive must offer'],
      'GET /api/placements/figures': [
        'getPlacementFigures',
        'Placed and eligible by programme and batch, median and highest CTC, hires by company, higher studies, NIRF’s graduation outcomes and NAAC 5.2.1 and 5.2.2',
      ],
      'GET /api/placements/figures.xlsx': ['exportPlacementFigures', 'The figures with the students behind them as an Excel workbook'],
      'GET /api/placements/mine': [
        'getOwnPlacements',
        'The drives open to the signed-in student or why not, their applications, offers and opt-out',
        CONFLICT,
      ],
      'POST /api/placements/applications': [
        'applyToPlacementDrive',
        'Apply to a drive (multipart: its JSON part `application` and the `resume` PDF): once, when eligible',
        { ...NOT_FOUND_OR_CONFLICT, 413: 'A file larger than 5 MB (TOO_LARGE)' },
      ],
      'POST /api/placements/opt-out': ['optOutOfPlacements', 'Opt out of placements (higher studies or another reason), once', CONFLICT],
      'GET /api/placements/applications/:id/resume': [
        'getPlacementResume',
        'The résumé of an application: its student’s or the office’s',
        NOT_FOUND,
      ],
      'GET /api/placements/offers/:id/letter': [
        'getPlacementOfferLetter',
        'The letter of an offer: its student’s or the office’s',
        NOT_FOUND,
      ],
    },
  },
  curriculum: {
    description:
      'The curriculum: regulations and, per programme, branch and semester, their subjects with credits, kind and maximum marks; kept by form and by workbook (upload fileType curriculum)',
    operations: {
      'GET /api/curriculum/places': ['listCurriculumPlaces', 'The programmes with their semesters, and their branches, a subject may be of'],
      'GET /api/curriculum/regulations': ['listRegulations', 'Every regulation with the first batch year it governs and its subjects counted'],
      'POST /api/curriculum/regulations': ['addRegulation', 'Add a regulation, such as R22', CONFLICT],
      'PUT /api/curriculum/regulations/:id': ['changeRegulation', 'Correct a regulation’s code, name or first batch year', NOT_FOUND_OR_CONFLICT],
      'GET /api/curriculum/subjects': [
        'listCurriculumSubjects',
        'A regulation’s subjects a page at a time, by programme, branch, semester or code and name, with their credits added up',
      ],
      'POST /api/curriculum/subjects': ['addCurriculumSubject', 'Add a subject to a regulation’s programme, branch and semester', CONFLICT],
      'PUT /api/curriculum/subjects/:id': ['changeCurriculumSubject', 'Correct a subject', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/curriculum/subjects/:id': ['removeCurriculumSubject', 'Remove a subject from the curriculum; refused while it is taught, chosen or has marks', NOT_FOUND_OR_CONFLICT],
      'GET /api/curriculum/template.xlsx': ['getCurriculumTemplate', 'The workbook to import a curriculum from, with its help sheet'],
      'GET /api/curriculum/subjects.xlsx': [
        'getCurriculumWorkbook',
        'A regulation’s subjects as a workbook in the template’s columns, to correct and import again',
        NOT_FOUND,
      ],
    },
  },
  sections: {
    description:
      'Sections of a batch’s branch and the students in them (by roll number range or by workbook, upload fileType sections), their lab batches and elective choices, and who teaches each subject of a section’s semester',
    operations: {
      'GET /api/sections/places': ['listSectionPlaces', 'The batches and branches sections are made of, the regulations and each programme’s semesters'],
      'GET /api/sections/teachers': ['listTeachers', 'Faculty members to allocate, found by name or employee code (20 at most)'],
      'GET /api/sections/template.xlsx': ['getSectionsTemplate', 'The workbook to place students in sections from, with its help sheet'],
      'GET /api/sections': ['listSections', 'The sections of a batch, or of its branch, with their students and allocated subjects counted'],
      'POST /api/sections': ['makeSections', 'Split a batch’s branch into sections by roll number range; the students no range took are named', CONFLICT],
      'GET /api/sections/:id': ['getSection', 'A section with its students, their lab batches and electives, and its semester’s subjects and teachers', NOT_FOUND],
      'PUT /api/sections/:id': ['changeSection', 'Correct a section’s name, regulation, semester or classroom', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/sections/:id': ['removeSection', 'Remove a section with no students and no classes on the timetable', NOT_FOUND_OR_CONFLICT],
      'PUT /api/sections/:id/students/:studentId': ['placeStudent', 'Place a student of the batch’s branch in a section and lab batch, or move them', NOT_FOUND],
      'PUT /api/sections/:id/electives': ['chooseElective', 'A student’s choice in one of the semester’s elective groups', NOT_FOUND],
      'POST /api/sections/:id/allocations': ['allocateSubject', 'Who teaches a subject to the section or to one of its lab batches', NOT_FOUND_OR_CONFLICT],
      'PUT /api/allocations/:id': ['changeAllocation', 'Another teacher for an allocation and its classes on the timetable', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/allocations/:id': ['removeAllocation', 'Remove an allocation not on the timetable', NOT_FOUND_OR_CONFLICT],
    },
  },
  timetable: {
    description:
      'The periods of the college day, each section’s weekly timetable (a teacher, a room or a section in two places at once is refused), each teacher’s week, substitutions for a day, and a teacher’s classes of today',
    operations: {
      'GET /api/timetable/periods': ['listPeriods', 'The periods of the college day with their times'],
      'PUT /api/timetable/periods': ['setPeriods', 'The periods of the college day, in order', CONFLICT],
      'GET /api/timetable/sections/:id': ['getSectionTimetable', 'A section’s week, and the classes it may be given with how many it has', NOT_FOUND],
      'POST /api/timetable/slots': ['addClass', 'Put a class on a section’s timetable; a clash is refused naming it', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/timetable/slots/:id': ['removeClass', 'Take a class off the timetable', NOT_FOUND],
      'GET /api/timetable/mine': ['getMyWeek', 'The signed-in teacher’s week', NOT_FOUND],
      'GET /api/timetable/today': ['getTodayClasses', 'The signed-in teacher’s classes of today: their own, given away, or taken for someone', NOT_FOUND],
      'GET /api/timetable/faculty/:id': ['getTeacherWeek', 'A teacher’s week', NOT_FOUND],
      'GET /api/timetable/substitutions': ['listSubstitutions', 'The substitutions of a day'],
      'POST /api/timetable/substitutions': ['arrangeSubstitute', 'Another teacher takes a class on one day', NOT_FOUND_OR_CONFLICT],
      'DELETE /api/timetable/substitutions/:id': ['cancelSubstitution', 'Cancel a substitution', NOT_FOUND],
    },
  },
  attendance: {
    description:
      'Registers marked by the class’s teacher in one request (stored once however often sent), corrected within the college’s window or later by the head of the department with a reason; one’s own attendance; sections’ shortage lists; the attendance rules',
    operations: {
      'GET /api/attendance/classes': ['listClassesOfDay', 'The signed-in teacher’s classes of a day (today by default) with their registers, and the registers of the last two weeks not yet marked', NOT_FOUND],
      'GET /api/attendance/register': ['getRegister', 'A class’s register of a day and period: its class list with each student’s mark', NOT_FOUND],
      'PUT /api/attendance/register': ['saveRegister', 'Mark a class’s register (its absentees), or correct it from the version opened', NOT_FOUND_OR_CONFLICT],
      'GET /api/attendance/mine': ['getMyAttendance', 'A student’s attendance per subject and overall, with the classes they may still miss; a parent sees their child’s', NOT_FOUND],
      'GET /api/attendance/shortage': ['getAttendanceShortage', 'A section’s students below the required share, lowest first', NOT_FOUND],
      'GET /api/attendance/settings': ['getAttendanceSettings', 'The required and condonable shares and the correction window'],
      'PUT /api/attendance/settings': ['saveAttendanceSettings', 'Change the required and condonable shares, the correction window and the condonation fee'],
      'GET /api/attendance/eligibility': ['listExamEligibility', 'A batch’s students by their attendance this semester: eligible, condonable, condoned or detained, with their condonations; filtered, searched and paged', NOT_FOUND],
      'GET /api/attendance/eligibility/export': ['exportExamEligibility', 'The eligibility list with the same filters, as a workbook', NOT_FOUND],
      'GET /api/attendance/condonations': ['listCondonations', 'Condonations by state; a head of department sees their department’s students'],
      'POST /api/attendance/condonations': ['askCondonation', 'Ask a condonation of this semester’s shortage (the student for themselves, the office for a student named); its fee is laid as a due', NOT_FOUND_OR_CONFLICT],
      'POST /api/attendance/condonations/:id/decision': ['decideCondonation', 'Approve a condonation whose fee is paid, or refuse it with a reason; once', NOT_FOUND_OR_CONFLICT],
    },
  },
  internalMarks: {
    description:
      'Internal (CIE) marks: each class’s sheet entered by its teacher and saved at once from the version opened, submitted and locked, unlocked by the head of the department with a reason, released to the students by the examination cell; each subject’s components; one’s own released marks',
    operations: {
      'GET /api/internal-marks/classes': ['listMarkClasses', 'The signed-in teacher’s classes with internal marks: students, those with every mark entered, and the sheet’s state'],
      'GET /api/internal-marks/sheet': ['getMarkSheet', 'A class’s internal marks: a row per student, a column per component, with whether the signed-in user may save or unlock them', NOT_FOUND_OR_CONFLICT],
      'PUT /api/internal-marks/sheet': ['saveMarkSheet', 'Save a class’s marks at once, all rows or none, from the version opened; each mark within its component’s maximum', NOT_FOUND_OR_CONFLICT],
      'POST /api/internal-marks/sheet/submit': ['submitMarkSheet', 'Submit a class’s marks once every student has a mark or AB in every component: they are locked', NOT_FOUND_OR_CONFLICT],
      'POST /api/internal-marks/sheet/unlock': ['unlockMarkSheet', 'Open a submitted class’s marks again, giving a reason (the head of its department)', NOT_FOUND_OR_CONFLICT],
      'GET /api/internal-marks/overview': ['getMarksOverview', 'Every class of a batch (of a branch) with its marks’ state, and how many are open, submitted (not yet released) and released'],
      'POST /api/internal-marks/release': ['releaseMarks', 'Release submitted classes’ marks to their students; refused, naming them, while any named is not submitted', NOT_FOUND_OR_CONFLICT],
      'GET /api/internal-marks/export': ['exportMarks', 'A batch’s (a branch’s) internal marks as a workbook: each subject’s total per student, and a sheet per subject with its components', NOT_FOUND],
      'GET /api/internal-marks/mine': ['getMyMarks', 'A student’s released internal marks per subject with its components, and the subjects still to be released; a parent sees their child’s', NOT_FOUND],
      'GET /api/internal-marks/components/:subjectId': ['getMarkComponents', 'The parts of a subject’s internal marks (made with the usual ones when first asked), and whether marks are entered', NOT_FOUND_OR_CONFLICT],
      'PUT /api/internal-marks/components/:subjectId': ['saveMarkComponents', 'Change the parts of a subject’s internal marks, adding up to its internal maximum, while no marks are entered', NOT_FOUND_OR_CONFLICT],
    },
  },
  dashboards: {
    description: "The figures of each role's landing page",
    operations: {
      'GET /api/dashboards/admin': ['getAdminDashboard', "The administrator's figures"],
      'GET /api/dashboards/admissions': ['getAdmissionsDashboard', "The admissions office's figures"],
      'GET /api/dashboards/examinations': ['getExaminationsDashboard', "The examination office's figures", NOT_FOUND],
      'GET /api/dashboards/accounts': ['getAccountsDashboard', "The accounts office's figures"],
      'GET /api/dashboards/library': [
        'getLibraryDashboard',
        "The library's day: issues and returns, copies out and overdue, this month's charges, the last fortnight",
      ],
      'GET /api/dashboards/college': ['getCollegeDashboard', 'The college at a glance'],
      'GET /api/dashboards/student': ['getStudentDashboard', "A student's (or a parent's ward's) results, dues and receipts"],
    },
  },
} satisfies Record<string, Tag>;

export type TagName = keyof typeof API_TAGS;

/** The tag, operation id, summary and extra answers of each documented route, by `METHOD /path`. */
export const OPERATIONS: ReadonlyMap<string, Operation & { tag: TagName }> = new Map(
  Object.entries(API_TAGS).flatMap(([tag, { operations }]) =>
    Object.entries(operations as Tag['operations']).map(
      ([route, [operationId, summary, answers]]) => [route, { tag: tag as TagName, operationId, summary, answers }] as const,
    ),
  ),
);
