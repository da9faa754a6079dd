/** Default FAQ: one `## ` heading per question, ten in all; {{…}} are filled from the company settings. */
export const faqDefault = `## Où et en combien de temps livrez-vous ?

Nous livrons à Casablanca, Rabat, Marrakech, Fès, Tanger, Agadir, Meknès, Oujda, Kénitra et Témara, en **24 à 48 heures**. Une livraison express en 2 à 4 heures est proposée dans certains quartiers de Casablanca et de Rabat, moyennant un supplément.

## Puis-je offrir un cadeau de façon anonyme ?

Oui. Cochez « Envoi anonyme » lors de la commande : le destinataire reçoit son cadeau et votre message sans votre nom. Sinon, vous pouvez indiquer le nom d'expéditeur de votre choix.

## Quels moyens de paiement acceptez-vous ?

Vous pouvez payer par carte bancaire (Visa, Mastercard) sur une page sécurisée, ou par virement bancaire. Nous ne conservons jamais les numéros de carte.

## Comment payer par virement bancaire ?

Choisissez « Virement bancaire » : après la commande, nous affichons le bénéficiaire, l'IBAN, le BIC et le montant. Indiquez votre **numéro de commande** comme référence. Un virement instantané est traité en 2 à 4 heures, un virement classique à réception, puis livré en 24 à 48 heures.

## Puis-je annuler ma commande ?

Oui, dans les **2 heures** qui suivent la confirmation, depuis la page de votre commande ou en nous contactant. Passé ce délai, votre cadeau est déjà en préparation. Un paiement par carte est remboursé sur votre carte.

## Comment suivre ma commande ?

Depuis « Mes commandes » si vous avez un compte, ou avec votre numéro de commande et le téléphone du destinataire sur la page de suivi. Chaque étape y apparaît : préparation, livraison, réception.

## Comment fonctionnent les cadeaux numériques ?

Les cartes cadeaux et expériences sont envoyées au destinataire par SMS, WhatsApp ou email à la date choisie, avec votre message. Aucune adresse de livraison n'est nécessaire.

## Puis-je choisir la date de livraison ?

Oui, choisissez une date lors de la commande : idéal pour un anniversaire ou une fête. Sans date choisie, nous livrons dans les 24 à 48 heures.

## Puis-je joindre un message personnel ?

Bien sûr. Écrivez jusqu'à 1000 caractères : votre message est joint au cadeau avec soin, dans la langue de votre choix.

## Comment vous contacter ?

Écrivez-nous via la page Contact ou à {{company_email}}, appelez-nous au {{company_phone}}, ou utilisez les boutons WhatsApp et Telegram présents sur chaque cadeau. Nous vous répondons dans les meilleurs délais.
`;
