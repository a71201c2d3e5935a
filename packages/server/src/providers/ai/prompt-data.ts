/**
 * Text from people (a name, a chat message) goes into a prompt as data between tags. The tag characters
 * are replaced inside the data by look-alikes, so no name or message can close its tag or open another.
 */
function neutralise(text: string): string {
  return (
    text
      .replace(/</g, '‹')
      .replace(/>/g, '›')
      // Control characters (other than line breaks and tabs) carry nothing a reader needs.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

/** `<tag>text</tag>` with the text made inert; `maxLength` bounds what a person can put into the prompt. */
export function dataBlock(tag: string, text: string, maxLength: number): string {
  return `<${tag}>${neutralise(text).slice(0, maxLength)}</${tag}>`;
}

/** A name on one line: line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
