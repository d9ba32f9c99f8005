export interface FeatureCard {
  /** Keys of this remote's messages (copied from the seed's home page, shell/src/locales). */
  titleKey: string;
  textKey: string;
}

/** Spec section 1: the four things the site already does (the seed's home page). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  { titleKey: 'home.cards.mobile.title', textKey: 'home.cards.mobile.text' },
  { titleKey: 'home.cards.desktop.title', textKey: 'home.cards.desktop.text' },
  { titleKey: 'home.cards.darkTheme.title', textKey: 'home.cards.darkTheme.text' },
  { titleKey: 'home.cards.languages.title', textKey: 'home.cards.languages.text' },
];
