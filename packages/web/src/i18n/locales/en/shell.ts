// The app shell: header, slide-out menu, phone bar, footer and the language picker.
export const shell = {
  skip: 'Skip to content',
  menu: {
    open: 'Open menu',
    main: 'Main',
    home: 'Home',
    yearly: 'Yearly Reading',
    weekly: 'Weekly Reading',
    sevenWeek: '7-Week Reading',
    sevenYear: '7-Year Reading',
    combination: 'Combination Cards',
    nameCard: 'Name Card',
    placements: 'Placements Explained',
    profile: 'Profile',
    saved: 'Saved',
    savedInterpretations: 'Saved Interpretations',
    journal: 'Journal',
    creditManagement: 'Credit Management',
    login: 'Login',
    logout: 'Logout',
  },
  bar: {
    label: 'Quick actions',
    selectPerson: 'Select Person',
    glossary: 'Glossary',
  },
  header: {
    cardGlossary: 'Card Glossary',
  },
  credits: {
    unit: 'credits',
    request: 'Request more TTS credits',
  },
  language: {
    label: 'Language',
  },
} as const;
