/** A job's create form as a member fills it in: a contract in Mumbai, paid, two weeks to apply. */
export function jobForm(title: string, description = "Line producer for a web series.") {
  return {
    title,
    company: "Flood Films",
    location: "Andheri, Mumbai",
    cityId: "mumbai",
    type: "Contract",
    category: "Production",
    payKind: "paid",
    payMin: "40000",
    payPer: "month",
    deadline: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    description,
    requirements: "Two series as line producer",
  };
}
