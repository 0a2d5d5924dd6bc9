/** A form post from a page without JavaScript wants a page back; a script asks for JSON. */
export const wantsPage = (req: Request) =>
  !(req.headers.get('accept') ?? '').includes('application/json');
