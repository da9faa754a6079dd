/** What a page tells search engines and link previews besides its title (the server writes it into its first HTML). */
export interface PageHeadDetails {
  description?: string;
  /** The picture a shared link shows, as the page shows it (a path of the shop). */
  image?: string;
  /** A gift, for its listing in search engines (schema.org Product) and its price in link previews. */
  product?: {
    name: string;
    sku: string;
    /** In dirhams. */
    price: string;
    inStock: boolean;
    digital: boolean;
    rating: { average: number; count: number } | null;
  };
}

export interface PageHead extends PageHeadDetails {
  title: string;
}
