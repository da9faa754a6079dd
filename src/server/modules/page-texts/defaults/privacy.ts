/** Default privacy policy (Moroccan law 09-08 and the CNDP); {{…}} are filled from the company settings. */
export const privacyDefault = `{{company_name}} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément à la **loi n° 09-08** relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.

## Responsable du traitement

Le responsable du traitement est {{company_name}}, {{company_address}}. Pour toute question : {{company_email}} ou {{company_phone}}.

Les traitements mis en œuvre sur ce site font l'objet des formalités prévues auprès de la **Commission Nationale de contrôle de la protection des Données à caractère Personnel (CNDP)**.

## Données collectées

- **Votre compte** : prénom, nom, adresse email, téléphone, adresse, langue préférée et préférences de communication.
- **Vos commandes** : cadeaux choisis, montant, date de livraison souhaitée, message personnel, nom d'expéditeur ou choix de l'envoi anonyme.
- **Le destinataire** : nom, téléphone, adresse et ville de livraison, que vous nous transmettez pour qu'il reçoive son cadeau.
- **Le paiement** : le paiement par carte est traité par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.
- **Vos messages** : formulaire de contact, avis sur vos commandes, inscription à la newsletter.

## Pourquoi nous les utilisons

- Préparer, livrer et suivre vos commandes, et prévenir le destinataire de la livraison par SMS ou WhatsApp.
- Gérer votre compte, vos avis et vos demandes au service client.
- Vous envoyer la newsletter, uniquement si vous l'avez demandée.
- Prévenir la fraude et respecter nos obligations légales et comptables.

## Durée de conservation

Les données de commande sont conservées pendant la durée légale de conservation des pièces comptables. Les données de compte sont conservées tant que le compte existe. Quand vous supprimez votre compte, votre profil, vos sessions, votre abonnement à la newsletter, vos messages et vos avis sont effacés ; vos commandes restent dans notre comptabilité, détachées de votre personne (sans votre nom ni vos coordonnées). Sur une commande terminée, seuls le nom et la ville du destinataire sont gardés ; une commande en cours garde ce qu'il faut pour livrer le cadeau. Vous pouvez vous désinscrire de la newsletter à tout moment, par le lien présent dans chacun de nos emails.

## Destinataires

Vos données sont destinées à {{company_name}} et, pour le strict nécessaire, à nos livreurs, à notre prestataire de paiement et à nos prestataires d'envoi d'emails et de SMS. Nous ne vendons jamais vos données.

## Vos droits

Conformément à la loi 09-08, vous disposez d'un **droit d'accès**, de **rectification** et d'**opposition** au traitement de vos données pour des motifs légitimes, ainsi que du droit de vous opposer à la prospection commerciale. Depuis votre profil (onglet **Sécurité**), vous pouvez **télécharger toutes les données** que nous gardons sur vous (fichier JSON) et **supprimer votre compte**. Pour toute autre demande, écrivez-nous à {{company_email}} en précisant votre nom et l'adresse email de votre compte. Vous pouvez également adresser une réclamation à la CNDP (www.cndp.ma).

## Cookies

Nous utilisons uniquement les cookies nécessaires au fonctionnement du site : votre session de connexion, votre panier et votre langue. Aucun cookie publicitaire n'est déposé.

## Sécurité

Les échanges avec le site sont chiffrés, les mots de passe sont stockés sous forme hachée et l'accès aux données est réservé aux personnes qui en ont besoin.
`;
