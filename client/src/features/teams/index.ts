// The teams area's public surface; the team routes put these in the page frame.
export { TeamList } from './components/team-list';
export { TeamDetails, useTeamHeading } from './components/team-details';
export { CreateEditTeam } from './components/create-edit-team';
