// The web app's one doorway to the backgammon rules package: every rule the board, the page
// and the computer use comes through here, so nothing in the app decides a rule itself.
export * from '@ludus/backgammon';
