//! The browser entry point that Trunk builds.

fn main() {
    chess_app::run();
}
