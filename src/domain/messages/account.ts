/**
 * Password, security questions, UEN and logo. Part of the catalogue in ../messages.ts (verbatim seed wording;
 * see there).
 */
export const accountMessages = {
  // Password and account (seed 002 §5, §8)
  passwordNotMatchOrEmpty: 'Password not match or empty',
  passwordsNotMatchOrEmpty: 'Passwords not match or empty',
  passwordValidationFailedTitle: 'Password Validation Failed.',
  passwordValidationFailedText:
    'Please enter all Current Password, New Password and Confirm New Password. New Password and Confirm New Password should be equal.',
  passwordRule: 'Password must be 12 to 24 characters long with at least one uppercase letter, one lowercase letter and one number.',
  passwordExpiredBanner: 'YOUR PASSWORD HAS EXPIRED!',
  errorOnPasswordChange: 'Error on Password Change',
  userIdEmpty: 'User ID cannot be Empty',
  securityQuestionsNotSetTitle: 'User has not set security questions.',
  securityQuestionsNotSetText: 'Please Contact Customer Help Desk to Reset the Password.',
  securityQuestionsValidationFailed: 'Security Questions Validation Failed.',
  errorOnRegisterSecurityQuestion: 'Error on Register Security Question',
  chooseYourQuestions: 'Please choose your questions',
  chooseBothQuestions: 'Please choose both questions',
  fillYourAnswers: 'Please fill in your answers',
  fillBothAnswers: 'Please fill both answers',
  fileNotSelected: 'File not Selected',
  invalidUenTitle: 'invalid UEN',
  invalidUenText: 'Invalid UEN, Please enter valid UEN.',
  enterValidUen: 'Please enter valid UEN.',
  errorOnSetUenTitle: 'Error on set UEN',
  errorOnSetUenText: 'Error occured when change the UEN. Please try again.',
  // Ours, where the seeds name the situation but not the words (docs/decisions.md).
  currentPasswordIncorrect: 'Current Password is incorrect.',
  passwordSameAsCurrent: 'New Password must be different from the Current Password.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  passwordChangedTitle: 'Password Changed',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordResetTitle: 'Password Reset',
  resetNotAuthorised: 'Please answer your security questions again before resetting the password.',
  securityAnswersMismatch: 'Your answers do not match our records.',
  securityQuestionsSaved: 'Your security questions have been saved.',
  chooseDifferentQuestions: 'Please choose two different questions.',
  ignoreSecurityQuestionsWarning:
    'Without security questions you cannot reset your password online. You will need to contact the helpdesk to reset it.',
  forcedSetupIntro: 'Please set up your security questions. This one-time set-up takes about 2 to 3 minutes.',
  uenUpdated: 'UEN updated successfully.',
  logoSelectHint: 'Please select a logo with extension .jpg, .jpeg, .gif or .png.',
  logoSizeHint: 'The file should be no more than 10MB.',
  logoTooLarge: 'The logo is larger than 10MB. Please choose a smaller file.',
  logoNotImage: 'The file is not a JPG, GIF or PNG image.',
  logoUploaded: 'Logo uploaded successfully.',
  uploadFailed: 'Upload Failed',
  // Ours, for the account pages (security questions, UEN, logo) where the seeds name no words.
  securityQuestionsIncomplete: 'Security Questions Incomplete',
  securityQuestionsNotSaved: 'Your security questions were not saved. Please try again.',
  securityQuestionsUnavailable: 'The security questions could not be loaded.',
  ignoreSecurityQuestionsTitle: 'Ignore Security Questions?',
  noFileChosen: 'No file chosen',
  /** Seed 002 §8: 'Uploading' at the start of an upload; here the progress bar's label. */
  uploading: 'Uploading',
  firmLogoAlt: (firmName: string) => `${firmName} logo`,
} as const;
