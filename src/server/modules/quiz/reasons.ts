import type { Locale } from '../../../contracts/common.js';
import type { Interest, Occasion, QuizStyle, Relationship } from '../../../contracts/quiz.js';
import { textsIn } from '../../lib/language/texts.js';

/** What matched between a gift and the answers, as the reason names it. */
export interface Matched {
  interest?: Interest;
  style?: QuizStyle;
  relationship?: Relationship;
  occasion?: Occasion;
}

/**
 * "Dans votre budget, pensé pour le bien-être, idéal pour une mère": the budget (always true of a
 * recommendation), then what the gift is for (an interest, else the style), then whom or when
 * (the relationship, else the occasion). Three short parts at most, in each language.
 */
export function reasonFor(matched: Matched): Record<Locale, string> {
  const join = (locale: Locale) => {
    const t = textsIn(locale, 'server-quiz');
    const parts = [
      t.withinBudget,
      matched.interest ? t.interests[matched.interest] : matched.style ? t.styles[matched.style] : undefined,
      matched.relationship ? t.relationships[matched.relationship] : matched.occasion ? t.occasions[matched.occasion] : undefined,
    ];
    return parts.filter((p) => p !== undefined).join(t.separator);
  };
  return { fr: join('fr'), ar: join('ar'), en: join('en') };
}
