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
    signUp: 'Create account',
  },
  header: {
    cardGlossary: 'Card Glossary',
  },
  credits: {
    // After the count: '1 credit', '5 credits' (each language's plural forms).
    unit_one: 'credit',
    unit_other: 'credits',
    request: 'Request more TTS credits',
  },
  language: {
    label: 'Language',
  },
  back: 'Back',
  loading: 'Loading...',
  loadingPage: 'Loading page',
  loadingCards: 'Loading cards…',
  close: 'Close',
  offline: "You're offline — showing what you last saw",
  keywords: 'Keywords',
  lifeSpread: 'Life spread',
  update: {
    ready: 'A new version is ready',
    reload: 'Reload',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload',
  },
  notFound: {
    documentTitle: 'Page not found · Cardology',
    title: 'Oops! Page not found',
    body: "This card isn't in the deck.",
    home: 'Return to Home',
  },
  drawers: {
    people: 'Choose whose cards to read, or add someone new.',
    glossary: 'Every card of the deck, with its meaning.',
  },
  // The short labels of a reading's displacing and environment cards (the web's own; every other place's label is
  // the engine's name for it, lib/code-names.ts).
  places: {
    displacement: 'Disp',
    environment: 'Env',
  },
  tryAgain: 'Try again',
  unknownError: 'Unknown error',
} as const;
