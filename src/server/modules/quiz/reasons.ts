import type { Locale } from '../../../contracts/common.js';
import type { Interest, Occasion, QuizStyle, Relationship } from '../../../contracts/quiz.js';

type Texts<K extends string> = Record<K, Record<Locale, string>>;

const withinBudget: Record<Locale, string> = { fr: 'Dans votre budget', ar: 'ضمن ميزانيتكم', en: 'Within your budget' };

const interests: Texts<Interest> = {
  beauty: { fr: 'pensé pour la beauté', ar: 'لمحبّي الجمال والعناية', en: 'made for beauty lovers' },
  wellness: { fr: 'pensé pour le bien-être', ar: 'للعافية والاسترخاء', en: 'made for wellbeing' },
  food: { fr: 'pensé pour les gourmets', ar: 'لمحبّي المذاق الطيّب', en: 'made for food lovers' },
  fashion: { fr: 'pensé pour les amateurs de mode', ar: 'لعشّاق الموضة', en: 'made for fashion lovers' },
  culture: { fr: 'pensé pour les amoureux de culture', ar: 'لعشّاق الثقافة والتراث', en: 'made for culture lovers' },
  tech: { fr: 'pensé pour les passionnés de technologie', ar: 'لهواة التكنولوجيا', en: 'made for tech enthusiasts' },
  experience: { fr: 'pensé pour vivre une expérience', ar: 'لعيش تجربة لا تُنسى', en: 'made for a memorable experience' },
};

const styles: Texts<QuizStyle> = {
  traditional: { fr: 'au style traditionnel', ar: 'بطابع تقليدي', en: 'in a traditional style' },
  modern: { fr: 'au style moderne', ar: 'بطابع عصري', en: 'in a modern style' },
  luxury: { fr: 'une touche de luxe', ar: 'بلمسة فاخرة', en: 'with a touch of luxury' },
  eco: { fr: 'écoresponsable', ar: 'صديق للبيئة', en: 'eco-friendly' },
};

const relationships: Texts<Relationship> = {
  partner: { fr: 'idéal pour votre moitié', ar: 'مثالي لشريك الحياة', en: 'ideal for your partner' },
  mother: { fr: 'idéal pour une mère', ar: 'مثالي للأم', en: 'ideal for a mother' },
  father: { fr: 'idéal pour un père', ar: 'مثالي للأب', en: 'ideal for a father' },
  friend: { fr: 'idéal pour un ami ou une amie', ar: 'مثالي للأصدقاء', en: 'ideal for a friend' },
  colleague: { fr: 'idéal pour un collègue', ar: 'مثالي للزملاء', en: 'ideal for a colleague' },
  family: { fr: 'idéal pour la famille', ar: 'مثالي للعائلة', en: 'ideal for the family' },
};

const occasions: Texts<Occasion> = {
  birthday: { fr: 'parfait pour un anniversaire', ar: 'مناسب لعيد الميلاد', en: 'perfect for a birthday' },
  anniversary: { fr: 'parfait pour un anniversaire de couple', ar: 'مناسب لذكرى الزواج', en: 'perfect for an anniversary' },
  mothers_day: { fr: 'parfait pour la fête des mères', ar: 'مناسب لعيد الأم', en: 'perfect for Mother’s Day' },
  graduation: { fr: 'parfait pour fêter un diplôme', ar: 'مناسب للاحتفال بالتخرّج', en: 'perfect for a graduation' },
  new_job: { fr: 'parfait pour un nouveau poste', ar: 'مناسب لعمل جديد', en: 'perfect for a new job' },
  just_because: { fr: 'parfait pour faire plaisir sans raison', ar: 'لإسعاد من تحبّون بلا مناسبة', en: 'perfect to give just because' },
};

const separator: Record<Locale, string> = { fr: ', ', ar: '، ', en: ', ' };

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
  const parts = [
    withinBudget,
    matched.interest ? interests[matched.interest] : matched.style ? styles[matched.style] : undefined,
    matched.relationship ? relationships[matched.relationship] : matched.occasion ? occasions[matched.occasion] : undefined,
  ].filter((p) => p !== undefined);
  const join = (locale: Locale) => parts.map((p) => p[locale]).join(separator[locale]);
  return { fr: join('fr'), ar: join('ar'), en: join('en') };
}
