// One-click sign-in as a sandbox demo persona; loaded only when a persona link is followed.
export { PersonaSignIn, PERSONA_UNAVAILABLE } from './components/persona-sign-in';
