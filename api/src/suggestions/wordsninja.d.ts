declare module 'wordsninja' {
  /** Splits text written without spaces into English words, by word frequency (a port of Python's wordninja). */
  export default class WordsNinja {
    loadDictionary(): Promise<unknown>;
    splitSentence(text: string, options?: { camelCaseSplitter?: boolean; capitalizeFirstLetter?: boolean; joinWords?: false }): string[];
    addWords(words: string | string[]): void;
  }
}
