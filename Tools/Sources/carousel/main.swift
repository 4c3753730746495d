import CarouselTool

CarouselCommand.runAsMain()
