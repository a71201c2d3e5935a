// /profile's other sections: time zone, calendar, daily card, password (their English comes with the profile page).
export const settings = {
  saving: 'Saving...',
  timeZone: {
    title: 'Time zone',
    saved: 'Time zone saved',
    saveFailed: 'Failed to save the time zone',
    label: 'Your time zone',
    hint: 'Your day begins at midnight here, for the calendar feed and anything sent to you.',
    save: 'Save Time Zone',
    useDevice: "Use this device's ({{zone}})",
  },
  calendar: {
    title: 'Calendar',
    intro:
      'Your seven planetary periods of this birthday year and the next, in your calendar app, with a reminder the day before each one begins.',
    failed: 'Something went wrong with your calendar link',
    loadFailed: 'Your calendar link could not be loaded.',
    making: 'Making...',
    create: 'Create calendar link',
    download: 'Download .ics',
    isOn: 'Your calendar link is on. It is shown only when it is made: make a new one to see it again.',
    newLink: 'New link',
    turningOff: 'Turning off...',
    turnOff: 'Turn off',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link. Select it and copy it yourself.',
    linkLabel: 'Your calendar link',
    linkHint:
      'Add it in your calendar app as a subscription. Keep it private: anyone with it sees your periods.',
    copy: 'Copy',
    includePeople: 'Include my people',
    includePeopleHint: 'Their periods appear under their first name. Birthdates are never in the calendar.',
    regenerateTitle: 'Make a new link?',
    regenerateConfirm: 'Make a new link',
  },
  dailyCard: {
    // Why notifications could not be turned on or off (features/reminders/push-failure.ts), in place of the
    // browser's own text.
    push: {
      unsupported:
        'Notifications are not available in this browser. Open this page in a current Chrome, Edge, Firefox or Safari to have them.',
      addToHomeScreen:
        'On iPhone and iPad, notifications work once this app is on your Home Screen: tap Share, then “Add to Home Screen”, and open the app from there.',
      denied:
        'Notifications are blocked for this site in your browser settings. Allow them in the site’s settings (beside the address bar), then turn this on again.',
      dismissed:
        'Notifications were not allowed: the browser’s question was closed without an answer. Turn this on again and choose Allow.',
      serviceUnavailable:
        'Your browser’s notification service could not be reached. Check your connection and try again in a few minutes.',
      staleSubscription:
        'This browser still holds an older notification setup for this site. Reload the page and turn this on again.',
      notHere:
        'This browser does not allow notifications here (in a private window, for one). Try again in a regular window.',
      blockedBySettings:
        'Your browser’s privacy settings keep this site from using notifications. Allow it to store data, then try again.',
      noWorker:
        'The part of the app that receives notifications is not running in this tab yet. Reload the page and try again.',
      turnOffFailed:
        'Notifications could not be turned off in this browser. Reload the page and try again, or block them in the site’s settings.',
      unknown: 'Notifications could not be turned on in this browser. Reload the page and try again.',
    },
    title: 'Daily card',
    intro: 'Today’s card at the time you choose, in your own time zone. Turn it off whenever you like.',
    loadFailed: 'Your daily card settings could not be loaded.',
    saveFailed: 'Your daily card settings could not be saved',
    onThisDevice: 'On this device',
    deviceHint: 'A notification in this browser.',
    deviceHintCount: 'A notification in this browser. Devices with notifications: {{devices}}.',
    send: 'Send me today’s card',
    sendHint: 'Once a day, with one line about where you are in your year.',
    timeOfDay: 'Time of day',
    saveTime: 'Save time',
    byEmail: 'By e-mail',
    byEmailHint: 'As well as, or instead of, notifications. Every e-mail has a one-click way out.',
    nowhere: {
      said: 'Your daily card is on, but there is nowhere to send it, so nothing will arrive.',
      saidNotices: 'Your notices are on, but there is nowhere to send them, so nothing will arrive.',
      choose: 'Choose how you would like to get it:',
      chooseNotices: 'Choose how you would like to get them:',
      noWay:
        'This browser cannot show notifications and e-mail reminders are not available here. Open this page on a phone or computer whose browser can show notifications.',
      thisDevice: 'Turn on this device',
      byEmail: 'Send it by e-mail',
    },
    notices: {
      title: 'More notices',
      intro: 'At the same time and to the same places as your daily card, only on the days they are about.',
      period: 'When a planetary period begins',
      periodHint: 'On its first day, with the card that rules it. Needs your birthdate on your profile.',
      birthday: 'The day before a saved person’s birthday',
      birthdayHint: 'A word that their new year begins tomorrow.',
      names: 'Use my people’s first names in notices',
      namesHint: 'When off, a notice says “someone you saved” instead, so no name shows on a locked screen.',
    },
  },
  password: {
    title: 'Password',
    current: 'Current password',
    failed: 'The password could not be changed.',
    signsOut: 'Changing it signs you out on every other device.',
    changing: 'Changing...',
    change: 'Change Password',
  },
} as const;
