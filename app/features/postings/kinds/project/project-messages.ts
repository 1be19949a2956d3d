/**
 * Every message the collaboration pages show, word for word (spec part 1, sections 4, 5 and 8;
 * decision 034).
 */
export const PROJECT_MESSAGES = {
  noneFound: "No projects found",
  noneFoundHint: "Try adjusting your filters or search criteria.",
  noneMine: "You haven't created or joined any projects yet",
  noProfessionals: "No professionals found",
  noneFollowing: "You're not following anyone yet",
  noneInCity: (city: string) => `No collaborations found in ${city} at the moment.`,
  notFound: "Project not found",
  required: "Please fill all required fields",
  created: "Project created successfully!",
  updated: (told: number) =>
    told === 0
      ? "Project updated"
      : `Project updated. ${told === 1 ? "1 person" : `${told} people`} will be told what changed within the hour, in one notice with any other changes you make meanwhile.`,
  titleTooLong: "Title must be 150 characters or less.",
  descriptionTooLong: "Description must be 5000 characters or less.",
  locationTooLong: "Location must be 200 characters or less.",
  choose: "Choose one of the listed options.",
  requested: "Request to join project sent",
  alreadyApplied: "You have already asked to join this project.",
  ownProject: "You created this project, so you are already on it.",
  notOpen: "This project is completed and no longer taking requests to join.",
  withdrawn: "Your request to join has been withdrawn.",
  notApplied: "You have not asked to join this project.",
  notWithdrawable: "This request has already been answered, so it can no longer be withdrawn.",
  completed: "Project marked completed. Everyone still waiting has been told.",
  stageChanged: "Project status updated",
} as const;
