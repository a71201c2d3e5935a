// The card glossary's messages (docs/product.md §2 Glossary detail, §8).

export const CARD_NOT_FOUND = 'Card Not Found';
export const LOADING_CARDS = 'Loading cards...';
/** The glossary's own error line, when the server gives no words of its own. */
export const GLOSSARY_FETCH_FAILED = 'An error occurred while fetching the card glossary.';
/** The toast when the glossary fails to load. */
export const GLOSSARY_LOAD_FAILED = 'Failed to load card glossary data.';
