import { describe, expect, it } from "vitest";
import { parseAuditionQuery } from "~/features/postings/kinds/audition/audition-filters";
import { listAuditions } from "~/features/postings/kinds/audition/list-auditions.server";
import { parseJobQuery } from "~/features/postings/kinds/job/job-filters";
import { listJobs } from "~/features/postings/kinds/job/list-jobs.server";
import { listProjects } from "~/features/postings/kinds/project/list-projects.server";
import { parseProjectQuery } from "~/features/postings/kinds/project/project-filters";
import { correctPostingWords } from "~/features/postings/posting-search.server";
import { createAudition, createJob, createProject } from "../factories";
import { setUpTestDatabase } from "./test-database";

/**
 * Posting search forgives typos: every word of the search must be
 * somewhere in the posting, and when nothing matches the words as typed, each
 * word no posting holds is corrected to the closest one that does
 * (posting_words, kept by triggers) and the search runs again.
 */
const db = setUpTestDatabase();

const auditionSearch = (q: string) =>
  listAuditions(db(), parseAuditionQuery(new URLSearchParams({ q })), null, { now: new Date() });

describe("posting search", () => {
  it("finds an audition by its words in any order, its roles included", async () => {
    // The database holds the sample auditions too: these words are in none of them.
    await createAudition({
      title: "Wadi Stories",
      project: "A Konkani podcast drama",
      description: "Eight episodes set in Sawantwadi.",
      roles: ["Toddy Tapper (35-45)"],
    });
    await createAudition({ title: "Konkani feature lead", project: "Untitled" });
    const titles = async (q: string) => (await auditionSearch(q)).auditions.map((audition) => audition.title);
    expect(await titles("drama podcast konkani")).toEqual(["Wadi Stories"]);
    expect(await titles("sawantwadi toddy tapper")).toEqual(["Wadi Stories"]);
    // Every word must be there: one that is in no audition finds nothing to correct towards.
    expect(await titles("konkani qqqqzzz")).toEqual([]);
  });

  it("corrects misspelt words against the words postings hold, and says what it searched for", async () => {
    await createAudition({ title: "Chawl Stories", project: "A Marathi web series", roles: ["Landlord"] });
    // The issue's own example: the sample Marathi web series audition and this one.
    const found = await auditionSearch("marathii web seris");
    expect(found.correctedQuery).toBe("marathi web series");
    expect(found.auditions.map((audition) => audition.title)).toContain("Chawl Stories");
    expect(found.auditions.map((audition) => audition.title)).not.toContain("Konkani feature lead");
    // A search that matches as typed is not corrected.
    expect((await auditionSearch("marathi web")).correctedQuery).toBeNull();
    // A word that starts a posting's word is a prefix, not a typo; a word like nothing stays as typed.
    expect(await correctPostingWords(db(), ["mara", "landlrd", "zzzqqq"])).toEqual([
      "mara",
      "landlord",
      "zzzqqq",
    ]);
  });

  it("corrects job and project searches the same way", async () => {
    await createJob({ title: "Steadicam operator for a mangrove documentary", company: "Sundarban Films" });
    await createProject({ title: "Kite fliers of Howrah", description: "A hand-drawn rotoscoped short." });
    const jobs = await listJobs(db(), parseJobQuery(new URLSearchParams({ q: "steadycam mangrove" })));
    expect(jobs.jobs.map((job) => job.title)).toEqual(["Steadicam operator for a mangrove documentary"]);
    expect(jobs.correctedQuery).toBe("steadicam mangrove");
    const projects = await listProjects(
      db(),
      parseProjectQuery(new URLSearchParams({ q: "rotoscopd howrah" })),
    );
    expect(projects.projects.map((project) => project.title)).toEqual(["Kite fliers of Howrah"]);
    expect(projects.correctedQuery).toBe("rotoscoped howrah");
  });
});
