//! The chess app's frontend: Yew components that render the rules crate's state and forward
//! the player's input to it.

pub mod components;
pub mod hooks;
pub mod services;
pub mod state;

/// Mounts the app on the page's `<body>` (after installing the panic hook).
pub fn run() {
    services::panic::install();
    yew::Renderer::<components::app::App>::new().render();
}
