/** Where a job is, as its card says it: "Remote", "Remote · Chennai", or the place itself. */
export function jobPlace(job: { isRemote: boolean; location: string }) {
  if (!job.isRemote) return job.location;
  return job.location.trim().toLowerCase() === "remote" ? "Remote" : `Remote · ${job.location}`;
}
