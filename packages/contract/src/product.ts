// Names the product shows in more than one place: the assistant's name is both the AI page's title and the
// name the model and the offline assistant introduce themselves by (docs/product.md §2 AI reading).

export const ASSISTANT_NAME = 'Cardology Assistant';
