/** Text Enter split off the title, for the body's first paragraph; `id` tells one split from the next. */
export interface Handover {
  id: number;
  text: string;
}
