/** Default terms of sale; {{…}} are filled from the company settings. */
export const termsDefault = `Les présentes conditions générales de vente régissent les commandes passées sur le site de {{company_name}}, {{company_address}}. Passer une commande vaut acceptation de ces conditions.

## Objet

{{company_name}} permet d'envoyer des cadeaux physiques et numériques à un destinataire au Maroc, avec un message personnel et, si vous le souhaitez, sans révéler votre identité.

## Commande

Vous choisissez vos cadeaux, indiquez les coordonnées du destinataire, une date de livraison souhaitée et votre message, puis choisissez votre mode de paiement. Un email de confirmation avec votre numéro de commande vous est envoyé dès la commande enregistrée.

## Prix

Les prix sont indiqués en dirhams marocains (DH), toutes taxes comprises. Les frais de livraison dépendent de la ville du destinataire et sont affichés avant la validation de la commande ; la livraison est offerte au-delà du montant indiqué sur le site. Le prix applicable est celui affiché au moment de la commande.

## Paiement

Le paiement s'effectue par carte bancaire (Visa, Mastercard), de manière sécurisée par notre prestataire de paiement, ou par virement bancaire. En cas de virement, indiquez votre numéro de commande comme référence : la commande est préparée dès réception du paiement, et elle est annulée si le virement n'est pas reçu dans le délai indiqué.

## Livraison

Nous livrons à Casablanca, Rabat, Marrakech, Fès, Tanger, Agadir, Meknès, Oujda, Kénitra et Témara, en 24 à 48 heures en général, ou à la date que vous avez choisie. Une livraison express est proposée dans certaines zones. Le destinataire est prévenu par SMS ou WhatsApp ; en cas d'absence, jusqu'à trois tentatives de livraison sont effectuées sans frais.

Les cadeaux numériques (cartes cadeaux, expériences) sont envoyés au destinataire par voie électronique à la date prévue.

## Annulation et modification

Vous pouvez annuler une commande ou modifier l'adresse de livraison jusqu'à **2 heures après sa confirmation**, depuis votre espace client ou en nous contactant. Passé ce délai, la préparation est engagée et la commande ne peut plus être annulée. Un paiement par carte est remboursé sur la carte utilisée.

## Réclamations

Un cadeau endommagé ou non conforme doit nous être signalé dans les 48 heures suivant la livraison, photos à l'appui, à {{company_email}}. Nous proposons alors un remplacement ou un remboursement.

## Données personnelles

Vos données sont traitées conformément à notre politique de confidentialité et à la loi 09-08.

## Droit applicable

Les présentes conditions sont soumises au droit marocain. À défaut d'accord amiable, les tribunaux compétents de Casablanca sont seuls compétents.

## Contact

{{company_name}} — {{company_email}} — {{company_phone}}.
`;
