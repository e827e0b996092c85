/**
 * The files of LinkedIn's export that are not a résumé, by their key (exportFiles.ts), and what
 * each holds: the import reads none of them, and says so, file by file. A file not named here, or
 * among the résumé's (fromLinkedIn.ts), is left out as not part of a résumé.
 */

/** Private: about the owner's contacts, account and dealings, or about other people. */
export const privateFiles: Record<string, string> = {
  connections: "your connections: other people's names, e-mail addresses and employers",
  contacts: "your address book: other people's names, e-mail addresses and phone numbers",
  importedcontacts: "your address book: other people's names, e-mail addresses and phone numbers",
  calendar: 'your calendars',
  invitations: "invitations, with other people's names and messages",
  messages: 'your messages',
  coachmessages: 'your messages',
  learningcoachmessages: 'your messages',
  learningroleplaymessages: 'your messages',
  phonenumbers: 'your phone numbers',
  whatsappphonenumbers: 'your phone numbers',
  registration: 'when and from which IP address you registered',
  logins: 'your logins and IP addresses',
  securitychallenges: 'your security challenges and IP addresses',
  accountstatushistory: "your account's history",
  verifications: 'your identity documents',
  privateidentityasset: 'the text of résumés you sent with applications',
  receipts: 'your payments',
  adtargeting: 'what advertisers know of you',
  adsclicked: 'the ads you clicked',
  lanadsengagement: 'the ads you saw',
  inferencesaboutyou: 'what LinkedIn infers about you',
  searchqueries: 'your searches',
  jobapplications: 'your job applications',
  jobapplicantsavedanswers: 'your answers to employers',
  jobapplicantsavedscreeningquestionresponses: 'your answers to employers',
  jobseekerpreferences: 'the jobs you look for',
  savedjobs: 'the jobs you saved',
  savedjobalerts: 'your job alerts',
  onlinejobpostings: 'the jobs you posted',
  endorsementreceivedinfo: "endorsements, with other people's names",
  endorsementgiveninfo: "endorsements, with other people's names",
  recommendationsgiven: 'what you wrote about other people',
};
