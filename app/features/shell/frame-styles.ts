// The stylesheets of the frame's parts that the server renders but whose code is a lazy chunk
// (decision 51): imported here, from the frame, so they are in every page's CSS and those parts
// are styled from the first paint, before their code arrives.
import "./footer.module.css";
import "./header-search.module.css";
import "../consent/cookie-settings-button.module.css";
import "../newsletter/newsletter.module.css";
import "../../ui/disclosure-mark.module.css";
