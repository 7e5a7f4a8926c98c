import { FEATURES, PLANNED_FEATURES } from './features';

export function AboutAndFeatures() {
  return (
    <>
      <div className="landing-about">
        <h2 className="landing-subheading">About Conveyancing Workbench</h2>
        <p>
          Conveyancing Workbench is an online platform for Singapore law firms handling the sale and purchase of private
          and commercial property. Lawyers, conveyancing secretaries and their teams keep every transaction in one case
          file: the property and its lots, the parties and their lawyers and agents, the documents, and the legal
          requisitions made to government agencies.
        </p>
        <p>
          Firms subscribe, and each lawyer or executive receives a personal user ID. If you already use our legal
          requisition service, log in with your existing user ID and password.
        </p>
      </div>

      <div className="landing-features">
        <h2 className="landing-subheading">What you can do</h2>
        <ul className="landing-features__list">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="landing-feature">
              <h3 className="landing-feature__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="landing-features__planned">
          <strong>Coming next:</strong> {PLANNED_FEATURES.join(', ')}.
        </p>
      </div>
    </>
  );
}
